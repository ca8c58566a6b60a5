// Spec 2 §3, §8: an initiatives page's errorDetails — hasError, type 'view' (reading or changing
// initiatives failed; the server's message, or the error's) or 'download' (the dashboard file).
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ErrorDetails {
  hasError: boolean;
  type: 'view' | 'download';
  message: string;
}

export const NO_ERROR: ErrorDetails = { hasError: false, type: 'view', message: '' };

/** The server's message of a GraphQL failure, or the error's own. */
export function viewError(error: unknown): ErrorDetails {
  const message = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? error.message) : error instanceof Error ? error.message : 'Something unexpected happened';
  return { hasError: true, type: 'view', message };
}

export function downloadError(message: string): ErrorDetails {
  return { hasError: true, type: 'download', message };
}
