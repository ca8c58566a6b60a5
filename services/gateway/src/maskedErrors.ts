import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';

type MaskError = typeof yogaMaskError;

/**
 * Unexpected errors (a subgraph that does not answer, a bug) stay masked, but carry the fields the
 * web's error page reads (contract: extensions { code, status, error }), with the spec's default
 * error (spec 1 §8: 500 'Unhandled Error', 'Something unexpected happened').
 */
export const maskError: MaskError = (error, message, isDev) => {
  const masked = yogaMaskError(error, message, isDev);
  if (!(masked instanceof GraphQLError) || masked.extensions.unexpected !== true) return masked;
  return new GraphQLError('Something unexpected happened', {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    extensions: { ...masked.extensions, status: 500, error: 'Unhandled Error' },
  });
};
