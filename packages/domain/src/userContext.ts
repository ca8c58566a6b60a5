import { jwtVerify, SignJWT } from 'jose';

// The gateway signs who the user is into `x-portal-user` (a JWS, HS256, short-lived); subgraphs
// trust only what verifies against the shared USER_CONTEXT_SECRET, and forward the same header to
// upstream, which verifies it the same way. Not exported from the package index: web never bundles
// jose (import '@portal/domain/user-context').

/** The signed-in user, as carried by the gateway's signed `x-portal-user` header. */
export interface PortalUser {
  id: string;
  email?: string;
  fullName?: string;
  userType?: string;
}

export const USER_CONTEXT_HEADER = 'x-portal-user';
const ALGORITHM = 'HS256';

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signUserContext(user: PortalUser, secret: string, expiresIn = '5m'): Promise<string> {
  const { id, ...claims } = user;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keyOf(secret));
}

/** The user in a signed context, or null when it is absent, malformed, expired or forged. */
export async function verifyUserContext(token: string | undefined, secret: string | undefined): Promise<PortalUser | null> {
  if (!token || !secret) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    return {
      id: payload.sub,
      ...(typeof payload.email === 'string' && { email: payload.email }),
      ...(typeof payload.fullName === 'string' && { fullName: payload.fullName }),
      ...(typeof payload.userType === 'string' && { userType: payload.userType }),
    };
  } catch {
    return null;
  }
}
