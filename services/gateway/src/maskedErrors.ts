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
