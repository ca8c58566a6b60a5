import { createGatewayRuntime, type GatewayRuntime } from '@graphql-hive/gateway-runtime';
import httpTransport from '@graphql-mesh/transport-http';
import wsTransport from '@graphql-mesh/transport-ws';
import { Kind, type DocumentNode } from 'graphql';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { useSessionCsrfPrevention } from './csrfPrevention.js';
import { renderExplorer } from './explorer.js';
import { useHideUpstreamRequests } from './hideUpstreamRequests.js';
import { runtimeLogger } from './logger.js';
import { devToolsFromEnv, devToolsRuntimeOptions } from './devTools.js';
import { maskErrorWith } from './maskedErrors.js';
import { defaultPersistedDocumentsPath } from './paths.js';
import { knownDocumentsOnlyFromEnv, loadPersistedDocuments, persistedDocumentsRuntimeOptions, type PersistedDocuments } from './persistedDocuments.js';
import type { CostRateLimiter } from './limits/costRateLimiter.js';
import { operationLimitPlugins } from './limits/operationLimitPlugins.js';
import { OPERATION_LIMITS, SUBGRAPH_TIMEOUT_MS } from './limits/operationLimits.js';
import { useMaxTokens } from './maxTokens.js';
import { operationNamesOf, useOperationLabelHeader, useOperationMetrics } from './operationMetrics.js';
import { useClientSafeErrors } from './clientSafeErrors.js';
import { SUBGRAPH_SOCKET_CONNECTION_PARAMS, useSubgraphSocketParams } from './subgraphSocket.js';
import { queryPlannerFromEnv, queryPlannerRuntimeOptions, type QueryPlanner } from './queryPlanner.js';
import { passedClientHeaders, subgraphHeaders, type VisitorContext } from './subgraphHeaders.js';
import { useGatewayResponseCache } from './responseCache/responseCachePlugin.js';
import type { Cache as ResponseCache } from '@graphql-yoga/plugin-response-cache';

export interface RuntimeOptions {
  supergraphSdl: string;
  /** Subgraph name -> GraphQL URL; overrides the URL composed into the supergraph. */
  subgraphUrls: Record<string, string>;
  logger: Logger;
  maxTokens?: number;
  /** Signs x-portal-user for the subgraphs; without it every request goes out logged out. */
  userContextSecret?: string;
  /** Introspection, field suggestions and the explorer (GRAPHQL_DEV_TOOLS; see devTools.ts). */
  devTools?: boolean;
  /** Budgets by cost per caller; absent: no rate limit (unit tests). */
  rateLimiter?: CostRateLimiter;
  /** The web app's manifest (hash -> document); by default the committed web/src/gql/persisted-documents.json. */
  persistedDocuments?: PersistedDocuments;
  /** Refuse documents not in the manifest, but from partners (persistedDocuments.ts); by default in production without dev tools. */
  knownDocumentsOnly?: boolean;
  /** Where the per-operation metrics go (operationMetrics.ts); absent: not collected. */
  operationMetrics?: Registry;
  /** The response cache's store (responseCache/); absent: no response cache. */
  responseCache?: ResponseCache;
  /** The query planner (GATEWAY_QUERY_PLANNER; queryPlanner.ts): by default the runtime's own. */
  queryPlanner?: QueryPlanner;
}

export type PortalGatewayRuntime = GatewayRuntime<VisitorContext>;

export function createPortalRuntime({
  supergraphSdl,
  subgraphUrls,
  logger,
  maxTokens = OPERATION_LIMITS.maxTokens,
  userContextSecret,
  devTools = devToolsFromEnv(),
  rateLimiter,
  persistedDocuments = loadPersistedDocuments(defaultPersistedDocumentsPath),
  knownDocumentsOnly = knownDocumentsOnlyFromEnv(process.env, devTools),
  operationMetrics,
  responseCache,
  queryPlanner = queryPlannerFromEnv(),
}: RuntimeOptions): PortalGatewayRuntime {
  const { plugins: devToolsPlugins, ...devToolsOptions } = devToolsRuntimeOptions(devTools);
  const { plugin: persistedDocumentsPlugin, ...persistedDocumentsOptions } = persistedDocumentsRuntimeOptions(persistedDocuments, knownDocumentsOnly);
  const knownOperationNames = operationNamesOf(persistedDocuments);
  return createGatewayRuntime<VisitorContext>({
    supergraph: supergraphSdl,
    ...queryPlannerRuntimeOptions(queryPlanner),
    // Imported here rather than by name when first needed (the runtime's default): the service's
    // bundle then holds them, with the one copy of graphql-js whose GraphQLError the error masking
    // recognises (a transport loaded from node_modules brings a second copy).
    transports: { http: httpTransport, ws: wsTransport },
    transportEntries: {
      // Apollo Server refuses subscriptions over plain HTTP, so subscriptions go over graphql-ws.
      '*': { options: { subscriptions: { kind: 'ws', location: '/graphql', options: { connectionParams: SUBGRAPH_SOCKET_CONNECTION_PARAMS } } } },
      ...Object.fromEntries(Object.entries(subgraphUrls).map(([name, location]) => [name, { location }])),
    },
    // Only the headers listed in subgraphHeaders (and the two client headers of PASSED_CLIENT_HEADERS) reach subgraphs: never client cookies or Authorization.
    propagateHeaders: {
      fromClientToSubgraphs: async ({ context, request, subgraphName }) => ({
        ...passedClientHeaders(request, subgraphName),
        ...(await subgraphHeaders(context, userContextSecret)),
      }),
    },
    requestId: { headerName: 'x-request-id' },
    // A subgraph that does not answer fails its part of the operation instead of holding it open.
    // Not a subscription: a stream may rightly last longer, and the runtime's timeout rejects a
    // promise nothing awaits when the subgraph executor returns the stream at once (every
    // subscription after a transport's first), which crashed the gateway 6 s after the second one.
    upstreamTimeout: ({ executionRequest }) => (isSubscription(executionRequest) ? undefined : SUBGRAPH_TIMEOUT_MS),
    maskedErrors: { maskError: maskErrorWith(logger) },
    renderGraphiQL: renderExplorer,
    ...devToolsOptions,
    ...persistedDocumentsOptions,
    // The web app is served from this origin; other sites must not read GraphQL with a visitor's cookie.
    cors: false,
    landingPage: false,
    logging: runtimeLogger(logger),
    plugins: ({ log }) => [
      // First, so that its timings and statuses cover the operations the other plugins refuse.
      ...(operationMetrics ? [useOperationMetrics(log, operationMetrics, knownOperationNames)] : []),
      persistedDocumentsPlugin,
      useOperationLabelHeader(knownOperationNames),
      useSessionCsrfPrevention(),
      useMaxTokens(maxTokens),
      useSubgraphSocketParams(userContextSecret),
      ...operationLimitPlugins(OPERATION_LIMITS, rateLimiter),
      ...devToolsPlugins,
      useClientSafeErrors(logger),
      useHideUpstreamRequests(),
      ...(responseCache ? useGatewayResponseCache(responseCache, supergraphSdl) : []),
    ],
  });
}

/** Whether a subgraph request is a subscription (delegation sets operationType; the document says so otherwise). */
function isSubscription(request: { operationType?: string; document?: DocumentNode } | undefined): boolean {
  if (!request) return false;
  if (request.operationType) return request.operationType === 'subscription';
  return request.document?.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription') ?? false;
}
