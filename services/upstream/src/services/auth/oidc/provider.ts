// The built-in OpenID Connect provider (oidc-provider, a certified implementation): authorization
// code with PKCE only, one confidential client for the portal's gateway, users from auth_users,
// state in PostgreSQL through the Drizzle adapter.
import { randomBytes } from 'node:crypto';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { pino, type Logger } from 'pino';
import type { Database } from '../../../db/client.js';
import { findUserById } from '../userStore.js';
import { openInterceptors, registrationStateOf } from '../../identity/registrationStore.js';
import { createOidcAdapter } from './adapter.js';
import { API_SCOPE, OIDC_MOUNT_PATH, type OidcSettings } from './config.js';
import { cookieKeys, signingKeys } from './keys.js';
import { contentSecurityPolicy, errorPage, escapeHtml, page } from './views.js';
import { authThrottlesFromEnv, type AuthThrottles } from '../throttle/authThrottles.js';
import { clientSecretThrottle } from '../throttle/clientSecretThrottle.js';

const DAY = 24 * 60 * 60;
// Spec 1 §9: the login lasts 30 days.
const SESSION_TTL = 30 * DAY;
export const FIRST_PARTY_SCOPE = 'openid email profile';

export interface OidcProvider {
  provider: Provider;
  settings: OidcSettings;
  /** Clients whose users are not asked to consent (the portal itself). */
  firstPartyClientIds: Set<string>;
  /** Password sign-in and client-secret guessing limits (AUTH_* settings). */
  throttles: AuthThrottles;
}

export async function createOidcProvider(
  db: Database,
  settings: OidcSettings,
  env: NodeJS.ProcessEnv = process.env,
  logger: Logger = pino({ level: 'silent' }),
): Promise<OidcProvider> {
  const throttles = authThrottlesFromEnv(env, logger);
  const firstPartyClientIds = new Set([settings.clientId]);
  const partnerUserIds = new Map(settings.partnerClients.map((p) => [p.clientId, p.userId]));
  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        client_name: 'Meridian Research portal',
        redirect_uris: settings.portalPublicUrls.map((origin) => `${origin}/logged-in`),
        post_logout_redirect_uris: settings.portalPublicUrls.map((origin) => `${origin}/myhome`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      // Partners: machine to machine, client credentials only, tokens for the GraphQL API alone.
      ...settings.partnerClients.map((partner) => ({
        client_id: partner.clientId,
        client_secret: partner.clientSecret,
        client_name: `Partner ${partner.clientId}`,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic' as const,
        scope: API_SCOPE,
      })),
    ],
    scopes: ['openid', 'offline_access', API_SCOPE],
    // Authorization code + PKCE (S256) for every client; no implicit or hybrid flows.
    responseTypes: ['code'],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'user_type', 'interceptors'],
    },
    // /login?regType=guest passes reg_type: the login page then offers to create an account.
    extraParams: ['reg_type'],
    // Who a partner acts as on the portal, read by the gateway from the access token.
    extraTokenClaims(_ctx, token) {
      const userId = token.clientId ? partnerUserIds.get(token.clientId) : undefined;
      return userId ? { portal_user_id: userId } : undefined;
    },
    // The ID token carries the granted claims, so the gateway needs no extra userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      // Open interceptors (profile, terms) ride in the ID token, so the portal can send a new
      // user to them straight from the login callback.
      const interceptors = openInterceptors(await registrationStateOf(db, user.id));
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: true,
            name: `${user.firstName} ${user.lastName}`.trim(),
            given_name: user.firstName,
            family_name: user.lastName,
            user_type: user.userType,
            interceptors,
          };
        },
      };
    },
    // The portal is first party: its users are not asked to consent to it; other clients are.
    async loadExistingGrant(ctx) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (!firstPartyClientIds.has(client.clientId) || !session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      // Our own interaction pages replace the library's development ones.
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      // Partners' access tokens are JWTs for one resource, the portal's GraphQL API, so the gateway
      // verifies them against the JWKS without calling back here.
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, client) => (partnerUserIds.has(client.clientId) ? settings.apiResource : undefined),
        getResourceServerInfo(_ctx, resource, client) {
          if (resource !== settings.apiResource || !partnerUserIds.has(client.clientId)) throw new errors.InvalidTarget();
          return { scope: API_SCOPE, audience: settings.apiResource, accessTokenTTL: 60 * 60, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    cookies: { keys: await cookieKeys(db, env) },
    jwks: { keys: await signingKeys(db, env) },
    ttl: {
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      Interaction: 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      ClientCredentials: 60 * 60,
      IdToken: 60 * 60,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', contentSecurityPolicy());
      ctx.body = errorPage('Sign-in problem', out.error_description ? String(out.error_description) : String(out.error));
    },
  };
  const provider = new Provider(settings.issuer, configuration);
  // Reached through the gateway's proxy: X-Forwarded-Proto says whether the browser is on https,
  // which decides the Secure flag of the provider's cookies.
  provider.proxy = true;
  provider.use(clientSecretThrottle(throttles.clientSecret, firstPartyClientIds));
  return { provider, settings, firstPartyClientIds, throttles };
}

// The provider's sign-out confirmation. When the portal asks (it always sends id_token_hint,
// which the provider has verified by now) the form submits itself: the portal has already ended
// its own session and the user asked to log out. Without a hint the user must confirm, so another
// site cannot sign anyone out.
async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const autoSubmit = Boolean(ctx.oidc.params?.id_token_hint);
  const nonce = randomBytes(16).toString('base64');
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', contentSecurityPolicy(autoSubmit ? nonce : undefined));
  ctx.body = page(
    'Sign out',
    `<h1>Sign out of Meridian Research?</h1>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" id="logout-yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
    autoSubmit ? { script: { nonce, code: "document.getElementById('logout-yes').click();" } } : {},
  );
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', contentSecurityPolicy());
  const client = ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId;
  ctx.body = page('Signed out', `<h1>You are signed out</h1><p>You have signed out${client ? ` of ${escapeHtml(client)}` : ''}.</p>`);
}
