// What a failed mutation says about the form: per-field messages (extensions.fieldErrors, the
// server's formErrors) go on their fields, anything else to the form's alert (the `root.server`
// error that FormErrorAlert shows).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The server's error the form shows above or below its fields. */
export const SERVER_ERROR = 'root.server';

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

/**
 * Puts a failure on the form: each field error on its field (the first one focused), or else the
 * message as the form's error. Returns the field errors it placed.
 */
export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(error);
  const names = Object.keys(fields);
  if (names.length === 0) setError(SERVER_ERROR, { type: 'server', message: messageOf(error) });
  names.forEach((name, index) => setError(name as FieldPath<T>, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
  return fields;
}
