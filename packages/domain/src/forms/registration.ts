// The registration form of the business profile step (spec 3 §3, §5) -> completeRegistration
// (auth-service POST /auth-service/api/v1/registration/profile). One schema for the web form and
// the services' formErrors: required fields, the profile's length limits, and the special
// registration fields the caller says are required (sent as specialReg.<name>).
import type { output } from 'zod';
import { z } from '../zod.js';
import { REGISTRATION_FIELDS, REGISTRATION_MAX_LENGTHS, REGISTRATION_REQUIRED, type RegistrationField, type RegistrationValues } from '../identity.js';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../profile.js';

function registrationField(field: RegistrationField) {
  const required = REGISTRATION_REQUIRED.includes(field);
  const max = REGISTRATION_MAX_LENGTHS[field];
  return z
    .string()
    .refine((value) => !required || value.trim() !== '', { error: REQUIRED_MESSAGE })
    .refine((value) => value.trim().length <= max, { error: maxLengthMessage(max) });
}

export function registrationFormSchema(requiredSpecial: readonly string[] = []) {
  return z.object({
    ...(Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, registrationField(field)])) as Record<RegistrationField, ReturnType<typeof registrationField>>),
    marketingEmails: z.boolean(),
    specialReg: z.record(z.string(), z.string()).superRefine((special, ctx) => {
      for (const name of requiredSpecial) {
        if ((special[name] ?? '').trim() === '') ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [name] });
      }
    }),
  });
}
export type RegistrationFormValues = output<ReturnType<typeof registrationFormSchema>>;

/** Per-field messages (the server's formErrors of spec 3 §5, keyed `field` or `specialReg.<name>`); empty when the form is fine. */
export function registrationFormErrors(values: RegistrationValues, requiredSpecial: string[] = []): Record<string, string> {
  const result = registrationFormSchema(requiredSpecial).safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
