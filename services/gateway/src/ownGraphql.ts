// The gateway's own routes (passwordless sign-in, the /surveys redirect) need data that lives
// behind subgraphs. They ask for it the way a browser would, with a GraphQL operation run by the
// gateway's own runtime (in process, no socket): the gateway talks to subgraphs, never to
// upstream's REST services itself.
import type { PortalGatewayRuntime } from './runtime.js';
import type { VisitorContext } from './subgraphHeaders.js';

export interface OwnGraphqlError {
  message: string;
  extensions?: { status?: unknown; error?: unknown; code?: unknown };
}

export interface OwnGraphqlResult<T> {
  data?: T | null;
  errors?: OwnGraphqlError[];
}

/**
 * `headers` are client headers to pass on as if the browser had sent them on a GraphQL request: only
 * those subgraphHeaders.ts passes to a subgraph ever leave the gateway.
 */
export type OwnGraphql = <T>(query: string, variables: Record<string, unknown>, context: VisitorContext, headers?: Record<string, string>) => Promise<OwnGraphqlResult<T>>;

export function ownGraphql(runtime: PortalGatewayRuntime): OwnGraphql {
  return async <T>(query: string, variables: Record<string, unknown>, context: VisitorContext, headers: Record<string, string> = {}) => {
    const response = await runtime.fetch(
      `http://gateway.internal${runtime.graphqlEndpoint}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query, variables }),
      },
      // The gateway's own documents are not in the web app's manifest (persistedDocuments.ts).
      { ...context, ownOperation: true },
    );
    return (await response.json()) as OwnGraphqlResult<T>;
  };
}

/**
 * The HTTP status and JSON body of an operation's first error, in the REST error shape; a 502
 * with `unreachable` when the error carries no status of its own (a subgraph down).
 */
export function httpErrorOf(error: OwnGraphqlError | undefined, unreachable: string): { status: number; body: { status: number; error: string; message: string } } {
  const status = typeof error?.extensions?.status === 'number' && error.extensions.status >= 400 && error.extensions.status < 600 ? error.extensions.status : 502;
  const name = typeof error?.extensions?.error === 'string' ? error.extensions.error : 'Bad Gateway';
  const message = status === 502 || !error ? unreachable : error.message;
  return { status, body: { status, error: name, message } };
}
