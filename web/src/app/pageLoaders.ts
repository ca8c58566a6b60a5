// Route loaders that preload a page's one query and wait for it (a rejected query is the error page),
// and the hook that reads it in the route's Component.
import type { ApolloClient, DefaultContext, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { preloadQueryContext } from './routerContext';

export type CacheFill = ApolloClient.QueryOptions<unknown, OperationVariables>;

/** A route's `handle` naming what its components will ask for, for the server render (layoutQueries.ts). */
export interface CacheFillHandle {
  cacheFill(request: Request): CacheFill[];
}

/**
 * Fills the cache with what a page's components will ask for themselves (useQuery), so that a
 * server render has it before it renders: otherwise its first render finds those queries, waits
 * for them and renders again. Never fails: a query that does is asked again by its component,
 * which shows what it shows for an error. Cache first: in the browser the server's answers do,
 * and a component whose data changes elsewhere asks the network again itself.
 */
export async function fillCache(client: ApolloClient, queries: readonly CacheFill[]): Promise<void> {
  await Promise.allSettled(queries.map((options) => client.query({ ...options, fetchPolicy: 'cache-first' })));
}

/** A page about the signed-in user (my-account, change password): from the network, since one user's data is never served from the cache. */
export function viewerPageLoader<TData>(query: TypedDocumentNode<TData, Record<string, never>>) {
  return async ({ context }: LoaderFunctionArgs) => {
    const preloadQuery = context.get(preloadQueryContext);
    return preloadQuery.toPromise(preloadQuery(query, { fetchPolicy: 'network-only' }));
  };
}

/** What a page's URL adds to its query: headers (the report's reprints tokens), and then a read from the network. */
export interface UrlQueryOptions {
  context: DefaultContext;
  fetchPolicy: 'network-only';
}

/**
 * A page for one thing named by the URL's :id (a report, a webinar, an analyst...); no id asks for ''.
 * With `isValidId`, an id of the wrong shape is the 404 page before any query; with `optionsOf`, the
 * request's URL may add to the query's options.
 */
export function idPageLoader<TData>(
  query: TypedDocumentNode<TData, { id: string }>,
  isValidId?: (id: string | undefined) => boolean,
  optionsOf?: (url: URL) => UrlQueryOptions | undefined,
) {
  return async ({ params, context, request }: LoaderFunctionArgs) => {
    if (isValidId && !isValidId(params.id)) throw data('This page could not be found', { status: 404 });
    const preloadQuery = context.get(preloadQueryContext);
    const extra = optionsOf?.(new URL(request.url));
    return preloadQuery.toPromise(preloadQuery(query, { variables: { id: params.id ?? '' }, ...extra }));
  };
}

type LoadedRef<Loader> = Loader extends (args: LoaderFunctionArgs) => Promise<infer Ref> ? Ref : never;
type LoadedData<Loader> = LoadedRef<Loader> extends PreloadedQueryRef<infer TData, infer _TVariables, infer _TStates> ? TData : never;

/** In the route's Component: the data of the query its loader preloaded (`useLoadedQuery<typeof loader>()`). */
export function useLoadedQuery<Loader extends (args: LoaderFunctionArgs) => Promise<PreloadedQueryRef<unknown>>>() {
  return useReadQuery(useLoaderData() as PreloadedQueryRef<LoadedData<Loader>>);
}
