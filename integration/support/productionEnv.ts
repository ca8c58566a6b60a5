// Settings under which every process accepts NODE_ENV=production (README "Production"): fresh
// secrets, no demo users or demo partner, a mail relay and cookie keys of our own, Stripe instead of the payments sandbox. Tests that run
// processes in production mode start from these; production-mode.test.ts spoils one at a time.
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(32).toString('base64url');

export function productionSafeEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    USER_CONTEXT_SECRET: secret(),
    OIDC_CLIENT_SECRET: secret(),
    SEED_DEMO_USERS: 'false',
    OIDC_PARTNER_CLIENTS: JSON.stringify([{ client_id: 'partner-acme', client_secret: secret() }]),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    OIDC_COOKIE_KEYS: `${secret()},${secret()}`,
    // Stripe is not reached at start-up: a key of the right shape is enough to leave the sandbox.
    STRIPE_SECRET_KEY: `sk_live_${secret()}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${secret()}`,
  };
}
