// The loader every interceptor step shares: the checked return URL (lr), and the step's query
// preloaded from the network (one user's registration state is never served from the cache).
import type { LoaderFunctionArgs } from 'react-router';
import type { TypedDocumentNode } from '@apollo/client';
import { preloadQueryContext } from '../../../app/routerContext';
import { returnTargetOf } from '../returnTarget';

export function interceptLoader<TData>(query: TypedDocumentNode<TData, Record<string, never>>) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const target = returnTargetOf(request);
    const preloadQuery = context.get(preloadQueryContext);
    return { target, queryRef: await preloadQuery.toPromise(preloadQuery(query, { fetchPolicy: 'network-only' })) };
  };
}
