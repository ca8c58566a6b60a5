import { GraphQLError } from 'graphql';
import { CAPTCHA_FAILED, type FieldErrors } from '@portal/domain';
import { fieldErrorsError } from '../profile/fieldErrors.js';

/** What checkedForm needs of a domain schema (a zod schema's safeParse). */
interface FormSchema<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The form judged by its domain schema, as the page judged it: the parsed values, or every failing
 * field with its message (`extensions.fieldErrors`, 'participants.0.emailAddress' for a nested one).
 */
export function checkedForm<T>(schema: FormSchema<T>, values: unknown): T {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  throw fieldErrorsError(errors);
}

/** A submission's call: upstream's captcha refusal comes back as the captcha field's error. */
export async function submitted<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphQLError && error.message === CAPTCHA_FAILED) throw fieldErrorsError({ recaptchaToken: CAPTCHA_FAILED });
    throw error;
  }
}
