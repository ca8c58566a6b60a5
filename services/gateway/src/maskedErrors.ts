import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';
import type { Logger } from 'pino';
import { currentRequestId } from './requestScope.js';

type MaskError = typeof yogaMaskError;

/**
 * Unexpected errors (a subgraph that does not answer, a bug) stay masked, but carry the fields the
 * web's error page reads (contract: extensions { code, status, error }), with the spec's default
 * error (spec 1 §8: 500 'Unhandled Error', 'Something unexpected happened'). The original error,
 * stack and all, goes to the log under the request's id, and never to the client: yoga's
 * development mode would copy it into `extensions.originalError`, so that mode is never used.
 */
export function maskErrorWith(logger: Pick<Logger, 'error'>): MaskError {
  return (error, message) => {
    const refused = subgraphSocketRefusal(error);
    if (refused) return refused;
    const masked = yogaMaskError(error, message, false);
    if (!(masked instanceof GraphQLError) || masked.extensions.unexpected !== true) return masked;
    logger.error({ err: error, requestId: currentRequestId(), path: masked.path }, 'unexpected error, masked for the client');
    return new GraphQLError('Something unexpected happened', {
      nodes: masked.nodes,
      source: masked.source,
      positions: masked.positions,
      path: masked.path,
      extensions: { ...masked.extensions, status: 500, error: 'Unhandled Error' },
    });
  };
}

interface SubgraphErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

function isSubgraphErrorLike(value: unknown): value is SubgraphErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as SubgraphErrorLike).message === 'string';
}

/**
 * A subgraph that refuses a subscription over graphql-ws answers with the protocol's `error`
 * message, and the gateway's socket executor rejects with that message's list of errors, which
 * reaches here as the "original error" of an error that would be masked. It is the subgraph's own
 * answer (a sign-in message, a bad argument), as client-safe as its errors over HTTP, so its first
 * error passes as the subgraph wrote it; a server error in it is still tagged by clientSafeErrors.
 */
function subgraphSocketRefusal(error: unknown): GraphQLError | undefined {
  if (!(error instanceof GraphQLError) || !Array.isArray(error.originalError)) return undefined;
  const [first] = error.originalError as unknown[];
  if (!isSubgraphErrorLike(first)) return undefined;
  return new GraphQLError(first.message, { nodes: error.nodes, path: error.path, extensions: first.extensions ?? {} });
}
