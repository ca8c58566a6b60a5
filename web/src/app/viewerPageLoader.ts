// The loader of a page about the signed-in user (my-account, change password): its one query,
// preloaded from the network (one user's data is never served from the cache).
import type { TypedDocumentNode } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { preloadQueryContext } from './routerContext';

export function viewerPageLoader<TData>(query: TypedDocumentNode<TData, Record<string, never>>) {
  return async ({ context }: LoaderFunctionArgs) => {
    const preloadQuery = context.get(preloadQueryContext);
    return preloadQuery.toPromise(preloadQuery(query, { fetchPolicy: 'network-only' }));
  };
}
