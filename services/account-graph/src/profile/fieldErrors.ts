import type { FieldErrors } from '@portal/domain';
import { GraphQLError } from 'graphql';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A form's rule failures as one error: `message` is the first, `extensions.fieldErrors` lists
 * every field with its message (spec 1 §5), so a page can show each next to its field.
 */
export function fieldErrorsError(errors: FieldErrors): GraphQLError {
  const fieldErrors: FieldError[] = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return new GraphQLError(fieldErrors[0]?.message ?? 'Invalid input', {
    extensions: { code: 'BAD_USER_INPUT', status: 400, error: 'Bad Request', fieldErrors },
  });
}
