// The last step of every GraphQL error on its way to a client. A server-side error (the gateway's
// masked ones and the 5xx errors a subgraph reports, such as a REST service that did not answer)
// carries the request's id in `extensions.requestId` and is logged under it: a user quoting the id
// leads to the cause. And no error carries `extensions.originalError`, which the GraphQL server
// adds with the underlying exception's message (its parser's, for a malformed body).
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './requestScope.js';

type ResponseError = NonNullable<ExecutionResult['errors']>[number];

function isServerError(error: ResponseError): boolean {
  const { code, status } = error.extensions ?? {};
  return code === 'INTERNAL_SERVER_ERROR' || (typeof status === 'number' && status >= 500);
}

function needsRewrite(error: ResponseError): boolean {
  return isServerError(error) || error.extensions?.originalError !== undefined;
}

function clientSafe(error: ResponseError, requestId: string | null): ResponseError {
  const { originalError: _dropped, ...kept } = (error.extensions ?? {}) as Record<string, unknown>;
  const extensions = isServerError(error) && requestId ? { ...kept, requestId } : kept;
  if (!(error instanceof GraphQLError)) return { ...(error as object), extensions } as unknown as ResponseError;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

function isExecutionResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

export function useClientSafeErrors(logger: Pick<Logger, 'warn'>): GatewayPlugin {
  return {
    onResultProcess({ request, result, setResult }) {
      const requestId = request.headers.get(REQUEST_ID_HEADER);
      const tag = (single: ExecutionResult): ExecutionResult => {
        if (!single.errors?.some(needsRewrite)) return single;
        return {
          ...single,
          errors: single.errors.map((error) => {
            if (!needsRewrite(error)) return error;
            if (isServerError(error)) {
              logger.warn({ requestId, path: error.path, message: error.message, extensions: error.extensions }, 'server error in a GraphQL response');
            }
            return clientSafe(error, requestId);
          }),
        };
      };
      if (Array.isArray(result)) setResult(result.map((single) => (isExecutionResult(single) ? tag(single) : single)));
      else if (isExecutionResult(result)) setResult(tag(result));
    },
  };
}
