// Turns whatever a route threw into the status and message the error page shows (spec 1 §8:
// status from the error, default 500). GraphQL errors carry the status in extensions.status
// (docs/contracts.md); transport failures carry the HTTP status.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isRouteErrorResponse } from 'react-router';

export interface ErrorDescription {
  status: number;
  message: string;
}

const DEFAULT_STATUS = 500;
const DEFAULT_MESSAGE = 'Something unexpected happened';

function asStatus(value: unknown): number | null {
  const status = typeof value === 'string' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 600 ? status : null;
}

export function describeError(error: unknown): ErrorDescription {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return {
      status: asStatus(first?.extensions?.status) ?? DEFAULT_STATUS,
      message: first?.message ?? error.message,
    };
  }
  if (ServerError.is(error)) return { status: asStatus(error.statusCode) ?? DEFAULT_STATUS, message: error.message };
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return { status: asStatus(error.status) ?? DEFAULT_STATUS, message: message || DEFAULT_MESSAGE };
  }
  if (error instanceof Error) return { status: DEFAULT_STATUS, message: error.message || DEFAULT_MESSAGE };
  return { status: DEFAULT_STATUS, message: DEFAULT_MESSAGE };
}
