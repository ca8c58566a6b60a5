// The per-field messages a mutation failed with (extensions.fieldErrors, the server's
// formErrors), by field name.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const list = error.errors[0]?.extensions?.fieldErrors;
  if (!Array.isArray(list)) return {};
  return Object.fromEntries(list.map((entry: { field: string; message: string }) => [entry.field, entry.message]));
}

export function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : 'Something unexpected happened';
}
