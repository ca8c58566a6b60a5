// Settings of the built-in OpenID provider, from the environment with local-run defaults.
// The gateway reads the same OIDC_CLIENT_ID / OIDC_CLIENT_SECRET / PORTAL_PUBLIC_URL, so one
// setting configures both sides.
import { DEMO_PARTNER_CLIENT_ID, DEMO_PARTNER_CLIENT_SECRET, DEVELOPMENT_CLIENT_SECRET } from '@portal/domain';

export const OIDC_MOUNT_PATH = '/oidc';
export const DEFAULT_CLIENT_ID = 'portal-gateway';
// A development default only: production refuses to start without OIDC_CLIENT_SECRET.
export const DEFAULT_CLIENT_SECRET = DEVELOPMENT_CLIENT_SECRET;
export const DEFAULT_PORTAL_PUBLIC_URL = 'http://127.0.0.1:4000';

// Partners call the portal's GraphQL API with access tokens from the client credentials grant.
export const API_SCOPE = 'portal:api';

export interface PartnerClient {
  clientId: string;
  clientSecret: string;
  /** The portal user the partner acts as (its tokens carry it as portal_user_id); none: anonymous. */
  userId?: string;
}

// A development default only, like the demo users: OIDC_PARTNER_CLIENTS replaces it ('[]' for none),
// and production refuses to start without it.
export const DEMO_PARTNER: PartnerClient = { clientId: DEMO_PARTNER_CLIENT_ID, clientSecret: DEMO_PARTNER_CLIENT_SECRET, userId: 'usr-client-0001' };

export interface OidcSettings {
  /** The issuer identifier: where browsers reach the provider (by default `<portal>/oidc`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal (gateway) origin: its /logged-in is the redirect URI, /myhome the post-logout target. */
  portalPublicUrls: string[];
  partnerClients: PartnerClient[];
  /** The audience (resource indicator) of partners' access tokens: the portal's GraphQL endpoint. */
  apiResource: string;
}

function partnerClientsFromEnv(value: string | undefined): PartnerClient[] {
  if (!value) return [DEMO_PARTNER];
  const parsed = JSON.parse(value) as { client_id: string; client_secret: string; user_id?: string }[];
  return parsed.map((p) => ({ clientId: p.client_id, clientSecret: p.client_secret, ...(p.user_id ? { userId: p.user_id } : {}) }));
}

export function oidcSettingsFromEnv(env: NodeJS.ProcessEnv): OidcSettings {
  const portalPublicUrls = (env.PORTAL_PUBLIC_URL || DEFAULT_PORTAL_PUBLIC_URL)
    .split(',')
    .map((url) => new URL(url.trim()).origin);
  return {
    // Browsers reach the provider through the portal's gateway, which proxies <portal>/oidc here;
    // OIDC_PROVIDER_ISSUER overrides that (e.g. when the provider is reached directly).
    issuer: (env.OIDC_PROVIDER_ISSUER || `${portalPublicUrls[0]}${OIDC_MOUNT_PATH}`).replace(/\/+$/, ''),
    clientId: env.OIDC_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    portalPublicUrls,
    partnerClients: partnerClientsFromEnv(env.OIDC_PARTNER_CLIENTS),
    apiResource: env.OIDC_API_AUDIENCE || `${portalPublicUrls[0]}/graphql`,
  };
}
