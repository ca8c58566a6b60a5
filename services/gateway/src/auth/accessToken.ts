// Partners call /graphql with a bearer access token from the client credentials grant: a JWT
// (typ at+jwt) the issuer signed for the portal's API. It must verify against the issuer's
// JWKS, name this API as its audience and carry the API scope; the user it acts as, if any, is
// its portal_user_id claim.
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { PortalUser } from '@portal/graph-kit/user-context';

export const API_SCOPE = 'portal:api';
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** The token of an `Authorization: Bearer` header; undefined without one, null when malformed. */
export function bearerTokenOf(authorization: string | undefined): string | null | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization.trim());
  return match ? match[1] : null;
}

export interface AccessTokenChecks {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
}

export interface Partner {
  clientId: string;
  /** null: the partner acts as no portal user (logged out, as far as subgraphs know). */
  user: PortalUser | null;
}

/** The partner behind a valid access token, or null for anything forged, expired or meant elsewhere. */
export async function partnerFromAccessToken(token: string, checks: AccessTokenChecks): Promise<Partner | null> {
  try {
    const { payload } = await jwtVerify(token, checks.keys, {
      issuer: checks.issuer,
      audience: checks.audience,
      // An ID token (typ JWT) is not an access token, whatever it says.
      typ: 'at+jwt',
      algorithms: ALGORITHMS,
    });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(API_SCOPE)) return null;
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : payload.sub;
    if (!clientId) return null;
    const userId = payload.portal_user_id;
    return { clientId, user: typeof userId === 'string' && userId !== '' ? { id: userId } : null };
  } catch {
    return null;
  }
}
