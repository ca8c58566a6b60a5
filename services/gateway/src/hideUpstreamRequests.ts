import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { GraphQLError, type ExecutionResult } from 'graphql';

// What the HTTP executor attaches to an error from a subgraph call (a timeout, a refused
// connection): the subgraph's internal URL, the query sent to it, the response it gave.
const UPSTREAM_DETAILS = ['request', 'response'];

function withoutUpstreamDetails(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => UPSTREAM_DETAILS.some((key) => key in (error.extensions ?? {})))) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const extensions = Object.fromEntries(Object.entries(error.extensions ?? {}).filter(([key]) => !UPSTREAM_DETAILS.includes(key)));
      return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions });
    }),
  };
}

/** No client learns a subgraph's address or the query the gateway sent it: those stay in the logs. */
export function useHideUpstreamRequests(): GatewayPlugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) {
            return { onNext: ({ result: next, setResult: setNext }) => setNext(withoutUpstreamDetails(next)) };
          }
          setResult(withoutUpstreamDetails(result));
          return undefined;
        },
      };
    },
    onSubscribe() {
      return {
        onSubscribeResult() {
          return { onNext: ({ result, setResult }) => setResult(withoutUpstreamDetails(result)) };
        },
      };
    },
  };
}
