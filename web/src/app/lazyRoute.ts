// One code-split route: the page's module loads on its first visit, and the progress bar shows
// while the first page's code and data load. The module may export anything (queries, helpers for
// tests): only the route properties below reach the router.
import type { IndexRouteObject, NonIndexRouteObject, RouteObject } from 'react-router';
import { PageLoading } from './PageLoading';

/** What a route module gives the router. */
export interface RouteModule {
  Component: NonNullable<RouteObject['Component']>;
  loader?: RouteObject['loader'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
}

async function routeProperties(load: () => Promise<RouteModule>) {
  const { Component, loader, shouldRevalidate } = await load();
  return { Component, ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}) };
}

/** `{ path, lazy, HydrateFallback }` for the page at `path` whose module `load` imports. */
export function lazyRoute(path: string, load: () => Promise<RouteModule>): NonIndexRouteObject {
  return { path, lazy: () => routeProperties(load), HydrateFallback: PageLoading };
}

/** The same for the index route of its parent (the site's `/`). */
export function lazyIndexRoute(load: () => Promise<RouteModule>): IndexRouteObject {
  return { index: true, lazy: () => routeProperties(load), HydrateFallback: PageLoading };
}
