import { GraphQLError } from 'graphql';

// The error catalogue of spec 1 §8, as GraphQL errors: `extensions.status` is the HTTP status the
// error page shows and `extensions.error` its title; `message` is the spec's message.

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // A link that worked once and no longer does (a withdrawn or expired share ticket).
  410: 'GONE',
  // A service's own rate limit (a form sent too often): the message says when to try again.
  429: 'RATE_LIMITED',
};

export const EMPTY_RESPONSE_MESSAGE = 'Server returned an empty response with explicit no content header';
export const NO_RESPONSE_TITLE = 'Internal Error (App)';
export const UNHANDLED_TITLE = 'Unhandled Error';
export const UNHANDLED_MESSAGE = 'Something unexpected happened';

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';
}

export function portalError(status: number, error: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: codeForStatus(status), status, error } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Service response error: the response's status (default 500), error and message from its body. */
export function serviceResponseError(status: number | undefined, statusText: string, body: unknown): GraphQLError {
  const httpStatus = status && status >= 400 ? status : 500;
  const fields = isRecord(body) ? body : {};
  const error = typeof fields.error === 'string' ? fields.error : statusText || 'Error';
  const message =
    typeof fields.message === 'string' ? fields.message : typeof body === 'string' && body ? body : statusText;
  return portalError(httpStatus, error, message || error);
}

/** A 204 where content was expected: 404 'Not Found'. */
export function emptyResponseError(): GraphQLError {
  return portalError(404, 'Not Found', EMPTY_RESPONSE_MESSAGE);
}

/** No response at all (connection refused, timeout, open circuit): 500 with the error's message. */
export function noResponseError(message: string): GraphQLError {
  return portalError(500, NO_RESPONSE_TITLE, message);
}

export function unhandledError(): GraphQLError {
  return portalError(500, UNHANDLED_TITLE, UNHANDLED_MESSAGE);
}
