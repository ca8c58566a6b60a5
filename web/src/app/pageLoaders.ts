// Route loaders that preload a page's one query and wait for it (a rejected query is the error page).
import type { TypedDocumentNode } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { preloadQueryContext } from './routerContext';

/** A page about the signed-in user (my-account, change password): from the network, since one user's data is never served from the cache. */
export function viewerPageLoader<TData>(query: TypedDocumentNode<TData, Record<string, never>>) {
  return async ({ context }: LoaderFunctionArgs) => {
    const preloadQuery = context.get(preloadQueryContext);
    return preloadQuery.toPromise(preloadQuery(query, { fetchPolicy: 'network-only' }));
  };
}

/** A page for one thing named by the URL's :id (a report, a webinar, an analyst...); no id asks for ''. */
export function idPageLoader<TData>(query: TypedDocumentNode<TData, { id: string }>) {
  return async ({ params, context }: LoaderFunctionArgs) => {
    const preloadQuery = context.get(preloadQueryContext);
    return preloadQuery.toPromise(preloadQuery(query, { variables: { id: params.id ?? '' } }));
  };
}
