import { portalError, type PortalUser } from '@portal/graph-kit';

export const SIGN_IN_FOR_ACCOUNT_MESSAGE = 'Log in to manage your account';

/** Profile and preferences are one user's: logged out, refused before any REST call. */
export function requireSignedIn(user: PortalUser | null): PortalUser {
  if (!user) throw portalError(401, 'Unauthorized', SIGN_IN_FOR_ACCOUNT_MESSAGE);
  return user;
}
