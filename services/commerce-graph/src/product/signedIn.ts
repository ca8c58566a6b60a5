import { portalError, type PortalUser } from '@portal/graph-kit';

export const SIGN_IN_FOR_PRODUCTS_MESSAGE = 'Log in to see and register your products';

/** A user's products and registrations: logged out, refused before any REST call. */
export function requireSignedIn(user: PortalUser | null): PortalUser {
  if (!user) throw portalError(401, 'Unauthorized', SIGN_IN_FOR_PRODUCTS_MESSAGE);
  return user;
}
