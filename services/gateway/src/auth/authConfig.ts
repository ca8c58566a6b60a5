// Sign-in settings of the gateway, from the environment. The defaults run the portal against
// upstream's built-in OpenID provider (proxied at /oidc) with its development client; production sets OIDC_ISSUER,
// OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PORTAL_PUBLIC_URL and USER_CONTEXT_SECRET (and refuses to
// start on the development client secret, see productionSettings.ts).
import { DEVELOPMENT_CLIENT_SECRET } from '@portal/domain';

export const DEFAULT_CLIENT_ID = 'portal-gateway';
export const DEFAULT_CLIENT_SECRET = DEVELOPMENT_CLIENT_SECRET;
export const DEFAULT_PORTAL_PUBLIC_URL = 'http://127.0.0.1:4000';
export const BUILT_IN_PROVIDER_PATH = '/oidc';

export interface AuthConfig {
  /** The OpenID issuer; discovery is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's public origin: the callback and post-logout URLs are built on it. */
  publicOrigin: string;
  /** Hosts besides our own that `lr` may send the user to after login (spec 1 §5). */
  lrAllowedHosts: string[];
  /** Signs x-portal-user for the subgraphs; without it every request goes out logged out. */
  userContextSecret: string | undefined;
  /** The audience partners' access tokens must name: this portal's GraphQL API. */
  apiAudience: string;
}

export function authConfigFromEnv(env: NodeJS.ProcessEnv): AuthConfig {
  // The first entry when several are given (upstream registers them all as redirect targets).
  const publicOrigin = new URL((env.PORTAL_PUBLIC_URL || DEFAULT_PORTAL_PUBLIC_URL).split(',')[0].trim()).origin;
  return {
    // By default upstream's built-in provider, which the gateway serves at <portal>/oidc.
    issuer: (env.OIDC_ISSUER || `${publicOrigin}${BUILT_IN_PROVIDER_PATH}`).replace(/\/+$/, ''),
    clientId: env.OIDC_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    publicOrigin,
    lrAllowedHosts: (env.LR_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    userContextSecret: env.USER_CONTEXT_SECRET || undefined,
    apiAudience: env.OIDC_API_AUDIENCE || `${publicOrigin}/graphql`,
  };
}
