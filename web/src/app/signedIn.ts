// Whether the visitor is signed in, for loaders that behave differently for signed-in users. The
// session cookie is HttpOnly, so only the graph can tell; the header asks the same query, so this
// usually answers from Apollo's cache.
import type { RouterContextProvider } from 'react-router';
import { HeaderViewerQuery } from '../layout/AccountMenu';
import { isUnauthorized } from '../pages/auth/sessionCheck';
import { apolloClientContext } from './routerContext';

/**
 * Signed in or not; a session the account graph refuses (UNAUTHORIZED) is not. Any other failure
 * (the account graph down, the caller's rate limit spent) is thrown, for the route's error page
 * to show with its status: a page only a signed-in reader may open must not send a signed-in
 * reader to sign in again because the answer did not come.
 */
export async function isSignedIn(context: Readonly<RouterContextProvider>): Promise<boolean> {
  try {
    const { data } = await context.get(apolloClientContext).query({ query: HeaderViewerQuery, fetchPolicy: 'cache-first' });
    return Boolean(data?.viewer);
  } catch (error) {
    if (isUnauthorized(error)) return false;
    throw error;
  }
}

/**
 * For a page anyone may open that a signed-in reader sees differently (the homes, search's saved
 * settings): when the account graph cannot tell, the visitor's page, so the page stays up.
 */
export async function isKnownSignedIn(context: Readonly<RouterContextProvider>): Promise<boolean> {
  return isSignedIn(context).catch(() => false);
}
