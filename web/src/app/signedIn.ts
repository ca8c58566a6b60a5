// Whether the visitor is signed in, for loaders that behave differently for signed-in users. The
// session cookie is HttpOnly, so only the graph can tell; the header asks the same query, so this
// usually answers from Apollo's cache.
import type { RouterContextProvider } from 'react-router';
import { HeaderViewerQuery } from '../layout/AccountMenu';
import { apolloClientContext } from './routerContext';

export async function isSignedIn(context: Readonly<RouterContextProvider>): Promise<boolean> {
  try {
    const { data } = await context.get(apolloClientContext).query({ query: HeaderViewerQuery, fetchPolicy: 'cache-first' });
    return Boolean(data?.viewer);
  } catch {
    return false;
  }
}
