import { portalError, type PortalUser } from '@portal/graph-kit';

export const SIGN_IN_TO_FOLLOW_MESSAGE = 'Log in to follow analysts and topics';

/** Follow mutations change one user's list: logged out, they are refused before any REST call. */
export function requireUser(user: PortalUser | null): PortalUser {
  if (!user) throw portalError(401, 'Unauthorized', SIGN_IN_TO_FOLLOW_MESSAGE);
  return user;
}
