import type { GraphQLSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { createCache } from '../cache/createCache.js';
import type { PortalUser, RequestContext } from '../context/requestContext.js';
import { signUserContext } from '../context/userContext.js';
import { createRestTransport, type RestTransport } from '../rest/restTransport.js';
import { startSubgraph, type RunningSubgraph } from '../server/startSubgraph.js';
import { testLogger } from './testLogger.js';

// A subgraph started the way main starts it (real HTTP, its own empty in-memory cache), and a
// small client that sends what the gateway would send.

// The same value as services/upstream/src/testing/signedCaller.ts, so a test subgraph over the real
// upstream forwards users that upstream verifies.
export const TEST_USER_CONTEXT_SECRET = 'graph-kit-test-secret-0123456789-abcdef';

export interface GraphResult {
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

export interface QueryOptions {
  user?: PortalUser;
  unregisteredUserId?: string;
}

export interface TestSubgraph {
  url: string;
  query(query: string, variables?: Record<string, unknown>, options?: QueryOptions): Promise<GraphResult>;
  /** A subscription over graphql-ws, as the gateway opens one: every result until it completes (or `take` of them, then it unsubscribes). */
  subscribe(query: string, variables?: Record<string, unknown>, options?: QueryOptions & { take?: number }): Promise<GraphResult[]>;
  stop(): Promise<void>;
}

export interface TestSubgraphOptions<TContext extends RequestContext> {
  upstreamUrl: string;
  build: () => Promise<{ schema: GraphQLSchema }>;
  contextFactory: (base: RequestContext, transport: RestTransport) => TContext;
}

export async function startTestSubgraph<TContext extends RequestContext>(
  options: TestSubgraphOptions<TContext>,
): Promise<TestSubgraph> {
  const logger = testLogger();
  const transport = createRestTransport({ baseUrl: options.upstreamUrl, cache: createCache({}, logger).cache, logger });
  const { schema } = await options.build();
  const running: RunningSubgraph = await startSubgraph({
    name: 'test-subgraph',
    schema,
    port: 0,
    logger,
    userContextSecret: TEST_USER_CONTEXT_SECRET,
    contextFactory: (base) => options.contextFactory(base, transport),
    handleSignals: false,
    onStop: async () => transport.breaker.shutdown(),
  });
  return {
    url: running.url,
    stop: running.stop,
    async query(query, variables = {}, queryOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (queryOptions.user) headers['x-portal-user'] = await signUserContext(queryOptions.user, TEST_USER_CONTEXT_SECRET);
      if (queryOptions.unregisteredUserId) headers['x-unregistered-user-id'] = queryOptions.unregisteredUserId;
      const response = await fetch(`${running.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as GraphResult;
    },
    async subscribe(query, variables = {}, options = {}) {
      const headers: Record<string, string> = {};
      if (options.user) headers['x-portal-user'] = await signUserContext(options.user, TEST_USER_CONTEXT_SECRET);
      // The subgraph reads who is asking from the upgrade request's headers, where the gateway puts them.
      class WebSocketWithHeaders extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      const client = createClient({ url: `${running.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocketWithHeaders, retryAttempts: 0, lazy: true });
      const results: GraphResult[] = [];
      try {
        const subscription = client.iterate({ query, variables });
        for await (const result of subscription) {
          results.push(result as GraphResult);
          if (options.take !== undefined && results.length >= options.take) break;
        }
      } catch (error) {
        // graphql-ws hands an error result to a failed subscribe as an array of errors.
        if (Array.isArray(error)) results.push({ errors: error as GraphResult['errors'] });
        else throw error;
      } finally {
        await client.dispose();
      }
      return results;
    },
  };
}
