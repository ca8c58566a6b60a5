// The HTTP side of the response cache: a CDN (or browser) may keep an anonymous, cacheable answer
// and revalidate it with its ETag (a 304 from the gateway's cache while the entry lives, the new
// answer once a change dropped it); an answer for a signed-in reader, or with a private field,
// is never stored outside the gateway. x-cache says whether the gateway's cache answered.
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { ExecutionResult } from 'graphql';
import type { VisitorContext } from '../subgraphHeaders.js';

/** Revalidated on every use, so a CDN copy is never staler than the gateway's own cache. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

type CachedResult = ExecutionResult & {
  extensions?: { http?: { headers?: Record<string, string> }; responseCache?: { hit?: boolean } };
  [SERVED_FROM_CACHE]?: boolean;
};

function isSingleResult(result: unknown): result is CachedResult {
  return typeof result === 'object' && result !== null && !Array.isArray(result) && ('data' in result || 'errors' in result);
}

export function useCacheHeaders(): GatewayPlugin<VisitorContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      if (!isSingleResult(result)) return;
      const headers = result.extensions?.http?.headers ?? {};
      // A hit served at execution carries the plugin's metadata; one served earlier, its symbol.
      const { responseCache, ...extensions } = result.extensions ?? {};
      const hit = Boolean(result[SERVED_FROM_CACHE] || responseCache?.hit);
      const shareable = Boolean(headers.ETag) && !(serverContext as VisitorContext).user;
      const http: { headers: Record<string, string> } = {
        ...result.extensions?.http,
        headers: {
          ...headers,
          'x-cache': hit ? 'HIT' : 'MISS',
          'Cache-Control': shareable ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
          // One URL answers anonymous and signed-in readers differently.
          Vary: 'Cookie, Authorization',
        },
      };
      // Only an answer someone may keep carries a validator.
      if (!shareable) delete http.headers.ETag;
      setResult({ ...result, extensions: { ...extensions, http } } as ExecutionResult);
    },
  };
}
