// The two modes (ARCHITECTURE.md): development runs on published, built-in credentials so that
// `npm start` works on a fresh clone; production (NODE_ENV=production) must not. Each process's
// main asks which of the settings it uses are still development-only and refuses to start,
// before any database or network work, naming each one in one line.

/** The gateway's built-in OpenID client secret: published in this repository, development only. */
export const DEVELOPMENT_CLIENT_SECRET = 'portal-gateway-dev-secret';
/** The demo partner of development (client credentials grant); its secret is published too. */
export const DEMO_PARTNER_CLIENT_ID = 'partner-demo';
export const DEMO_PARTNER_CLIENT_SECRET = 'partner-demo-secret';
/** Below this a USER_CONTEXT_SECRET (HMAC key) is guessable; `openssl rand -base64 32` gives 44. */
export const MIN_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

/** The development-only settings a production process may depend on; each process lists its own. */
export type ProductionSetting =
  | 'USER_CONTEXT_SECRET'
  | 'OIDC_CLIENT_SECRET'
  | 'SEED_DEMO_USERS'
  | 'OIDC_PARTNER_CLIENTS'
  | 'SMTP_URL'
  | 'OIDC_COOKIE_KEYS'
  | 'STRIPE_SECRET_KEY';

/** What every subgraph depends on: without the shared secret no signed-in user reaches it. */
export const SUBGRAPH_PRODUCTION_SETTINGS: readonly ProductionSetting[] = ['USER_CONTEXT_SECRET'];

function partnerClientsProblem(value: string | undefined): string | undefined {
  if (!value) return `OIDC_PARTNER_CLIENTS is not set, so the demo partner '${DEMO_PARTNER_CLIENT_ID}' and its published secret are live: set it to your partners' JSON list, or '[]' for none`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'OIDC_PARTNER_CLIENTS is not valid JSON: set it to a list of {"client_id","client_secret","user_id"}, or \'[]\' for none';
  }
  if (!Array.isArray(parsed)) return "OIDC_PARTNER_CLIENTS is not a JSON list: set it to a list of partners, or '[]' for none";
  for (const partner of parsed as { client_id?: unknown; client_secret?: unknown }[]) {
    if (partner?.client_id === DEMO_PARTNER_CLIENT_ID || partner?.client_secret === DEMO_PARTNER_CLIENT_SECRET) {
      return `OIDC_PARTNER_CLIENTS names the demo partner '${DEMO_PARTNER_CLIENT_ID}' or its published secret: remove it`;
    }
    if (typeof partner?.client_secret !== 'string' || partner.client_secret.length < MIN_SECRET_LENGTH) {
      return `OIDC_PARTNER_CLIENTS has a client_secret shorter than ${MIN_SECRET_LENGTH} characters: give each partner a random secret`;
    }
  }
  return undefined;
}

const RULES: Record<ProductionSetting, (env: Env) => string | undefined> = {
  USER_CONTEXT_SECRET: (env) => {
    if (!env.USER_CONTEXT_SECRET) return 'USER_CONTEXT_SECRET is not set: set a random secret of at least 32 characters, the same in the gateway, the subgraphs and upstream (e.g. openssl rand -base64 32)';
    if (env.USER_CONTEXT_SECRET.length < MIN_SECRET_LENGTH) return `USER_CONTEXT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: set a random one (e.g. openssl rand -base64 32)`;
    return undefined;
  },
  OIDC_CLIENT_SECRET: (env) => {
    if (!env.OIDC_CLIENT_SECRET || env.OIDC_CLIENT_SECRET === DEVELOPMENT_CLIENT_SECRET) {
      return 'OIDC_CLIENT_SECRET is the published development client secret: set the portal client\'s own secret (e.g. openssl rand -base64 32), the same in the gateway and upstream';
    }
    // Guessing it is throttled per IP only (a lock of the portal's own client would stop every sign-in).
    if (env.OIDC_CLIENT_SECRET.length < MIN_SECRET_LENGTH) return `OIDC_CLIENT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: set a random one (e.g. openssl rand -base64 32)`;
    return undefined;
  },
  SEED_DEMO_USERS: (env) =>
    env.SEED_DEMO_USERS !== 'false' ? 'SEED_DEMO_USERS is not false, so the demo users and their published password are seeded: set SEED_DEMO_USERS=false' : undefined,
  OIDC_PARTNER_CLIENTS: (env) => partnerClientsProblem(env.OIDC_PARTNER_CLIENTS),
  SMTP_URL: (env) =>
    !env.SMTP_URL ? 'SMTP_URL is not set, so mail goes to the development outbox that anyone reaching upstream can read: set your SMTP relay (e.g. smtps://user:pass@smtp.example.com:465)' : undefined,
  OIDC_COOKIE_KEYS: (env) =>
    !env.OIDC_COOKIE_KEYS?.split(',').some((key) => key.trim().length >= MIN_SECRET_LENGTH)
      ? `OIDC_COOKIE_KEYS is not set: set comma-separated random keys of at least ${MIN_SECRET_LENGTH} characters (newest first) instead of the development default kept in the database`
      : undefined,
  // The sandbox charges nobody: an order "paid" through it would hand out research for free.
  STRIPE_SECRET_KEY: (env) => {
    if (!env.STRIPE_SECRET_KEY) return 'STRIPE_SECRET_KEY is not set, so checkout pays through the payments sandbox, which charges nobody: set your Stripe secret key and STRIPE_WEBHOOK_SECRET';
    if (!env.STRIPE_WEBHOOK_SECRET) return "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET, so Stripe's webhooks cannot be verified: set the endpoint's signing secret (whsec_...)";
    if (env.STRIPE_API_BASE) return 'STRIPE_SECRET_KEY is sent to STRIPE_API_BASE, somewhere other than Stripe: unset STRIPE_API_BASE';
    return undefined;
  },
};

export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}

/** One line per development-only setting still in force; none outside production. */
export function unsafeProductionSettings(env: Env, settings: readonly ProductionSetting[]): string[] {
  if (!isProduction(env)) return [];
  return settings.map((setting) => RULES[setting](env)).filter((line): line is string => line !== undefined);
}

/** What a process prints (one line per setting, naming it) before it exits 1; undefined when safe. */
export function productionRefusal(processName: string, env: Env, settings: readonly ProductionSetting[]): string | undefined {
  const lines = unsafeProductionSettings(env, settings);
  return lines.length > 0 ? lines.map((line) => `${processName} refuses to start in production: ${line}\n`).join('') : undefined;
}

/**
 * A process entry's first step: in production on a development-only setting, writes the refusal
 * to stderr and exits 1. Entries call it before importing the rest of the process (a dynamic
 * import after it), so the refusal comes at once and before any database or network work.
 */
export function exitIfProductionRefuses(processName: string, settings: readonly ProductionSetting[], env: Env = process.env): void {
  const refusal = productionRefusal(processName, env, settings);
  if (!refusal) return;
  process.stderr.write(refusal);
  process.exit(1);
}
