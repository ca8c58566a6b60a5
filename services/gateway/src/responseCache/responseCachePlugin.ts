// The gateway's response cache (issue #14): Yoga's response cache plugin over our store, keyed by
// the operation, its variables and the signed-in user's id, so a reader never gets another's
// answer; an operation with a private field (cacheHints.ts) is never cached; mutations drop the
// cached answers holding the entities they return (the plugin's invalidateViaMutation), and one
// that changes what the caller may read drops all of the caller's (readerEntries.ts).
import { createHash } from 'node:crypto';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { PREVIEW_TOKEN_HEADER, REPRINTS_TOKEN_HEADER } from '@portal/domain';
import type { VisitorContext } from '../subgraphHeaders.js';
import { DEFAULT_TTL_MS, SIGNED_IN_TTL_MS, TTL_PER_SCHEMA_COORDINATE } from './cacheHints.js';
import { operationPrivacy, type OperationPrivacy } from './operationPrivacy.js';
import { useCacheHeaders } from './cacheHeaders.js';
import { evictReader, filedByReader, readerScopedKey } from './readerEntries.js';

interface CacheContext extends VisitorContext {
  request: Request;
}

interface RequestParams {
  query?: string;
  extensions?: Record<string, unknown>;
  documentId?: string;
}

/** The session key: the signed-in user's id; anonymous readers share (public operations only). */
export function sessionOf(context: Pick<VisitorContext, 'user'>): string | null {
  return context.user ? `user:${context.user.id}` : null;
}

/** What identifies the document: its text, or a persisted document's id or hash. */
function documentKeyOf(params: RequestParams | undefined): string | undefined {
  const persisted = params?.extensions?.persistedQuery as { sha256Hash?: string } | undefined;
  return params?.query || params?.documentId || persisted?.sha256Hash || undefined;
}

/** `Cache-Control: no-cache` asks for an answer made now (HTTP's meaning): the cache is passed by. */
function asksForFreshAnswer(request: Request): boolean {
  return /(^|,)\s*no-cache\s*(,|$)/i.test(request.headers.get('cache-control') ?? '');
}

/** A token that changes what research-service shows (spec 1 §7): such a request is never cached. */
function carriesReaderToken(request: Request | undefined): boolean {
  return Boolean(request?.headers.get(REPRINTS_TOKEN_HEADER) || request?.headers.get(PREVIEW_TOKEN_HEADER));
}

export function mayServeFromCache(privacy: OperationPrivacy): boolean {
  if (!privacy.query) return true; // a mutation still runs through the plugin, to invalidate
  return !privacy.private;
}

export function useGatewayResponseCache(cache: Cache, supergraphSdl: string): GatewayPlugin<VisitorContext>[] {
  // A new supergraph never reads answers shaped by the old one (Redis outlives a deploy).
  const schemaVersion = createHash('sha256').update(supergraphSdl).digest('hex').slice(0, 16);
  const privacyByRequest = new WeakMap<Request, OperationPrivacy>();
  // The cache plugin's own hooks see the document's text only; a persisted document has an id.
  const paramsByRequest = new WeakMap<Request, RequestParams>();
  const classify: GatewayPlugin<VisitorContext> = {
    onParams({ params, request }) {
      paramsByRequest.set(request, params as RequestParams);
    },
    onExecute({ args }) {
      const context = args.contextValue as unknown as CacheContext;
      const privacy = operationPrivacy(args.document as DocumentNode, args.schema as GraphQLSchema, args.operationName);
      privacyByRequest.set(context.request, privacy);
      const reader = context.user?.id;
      if (!privacy.changesEntitlements || !reader) return;
      // After the mutation ran (failed or not: it may have granted something before failing), and
      // before its answer leaves, so the reader's next request already misses.
      return { onExecuteDone: () => evictReader(cache, reader) };
    },
  };
  const responseCache = useResponseCache<CacheContext>({
    cache: filedByReader(cache),
    session: (_request, context) => sessionOf(context),
    enabled: (request, context) => {
      if (carriesReaderToken(request)) return false;
      const params = paramsByRequest.get(request);
      // Before the parameters are read: an If-None-Match revalidation, of anonymous answers only
      // (a signed-in answer carries no ETag; its Cache-Control forbids storing it anywhere).
      if (params === undefined) return context.user == null;
      if (!documentKeyOf(params) || asksForFreshAnswer(request)) return false;
      const privacy = privacyByRequest.get(request);
      // Yoga's plugin would serve a hit as soon as the parameters are read (`onParams`), before
      // validation and before the caller's budget is spent: a flood of one cached query would
      // then meet no rate limit. Unclassified means that early lookup, so it is declined; the
      // lookup happens at execution (@envelop/response-cache's onExecute), after the depth, alias
      // and cost limits and the rate limit (operationLimitPlugins, earlier in runtime.ts).
      return privacy !== undefined && mayServeFromCache(privacy);
    },
    buildResponseCacheKey: ({ variableValues, operationName, sessionId, request, context }) =>
      readerScopedKey(
        createHash('sha256')
          .update(JSON.stringify([schemaVersion, documentKeyOf(paramsByRequest.get(request)), operationName ?? '', variableValues ?? {}, sessionId ?? '']))
          .digest('hex'),
        (context as unknown as CacheContext).user?.id ?? null,
      ),
    ttl: DEFAULT_TTL_MS,
    ttlPerSchemaCoordinate: { ...TTL_PER_SCHEMA_COORDINATE },
    onTtl: ({ ttl, context }) => ((context as unknown as CacheContext).user ? Math.min(ttl, SIGNED_IN_TTL_MS) : ttl),
    // Marks a hit (extensions.responseCache.hit), which cacheHeaders.ts turns into x-cache and removes.
    includeExtensionMetadata: true,
  });
  return [classify, responseCache as GatewayPlugin<VisitorContext>, useCacheHeaders()];
}
