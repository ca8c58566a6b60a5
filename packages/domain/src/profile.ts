// The profile form's rules (spec 1 §5), one definition for the web form and the services that
// receive it: required fields, maximum lengths, prefix options, phone formatting.
import type { ZodType } from 'zod';
import { z } from './zod.js';
import { maxLengthMessage, REQUIRED_MESSAGE } from './formMessages.js';

export { maxLengthMessage, REQUIRED_MESSAGE };

/** Spec 1 §5 "Maximum lengths", in characters. */
export const PROFILE_MAX_LENGTHS = {
  accountName: 255,
  city: 40,
  countryCode: 40,
  extension: 40,
  firstName: 40,
  jobTitle: 128,
  lastName: 80,
  otherRegion: 40,
  phoneNumber: 40,
  postalCode: 20,
  prefix: 40,
  state: 80,
  street: 255,
  streetSecondLine: 255,
} as const;

export type ProfileField = keyof typeof PROFILE_MAX_LENGTHS;
export const PROFILE_FIELDS = Object.keys(PROFILE_MAX_LENGTHS) as ProfileField[];

export const REQUIRED_PROFILE_FIELDS = ['accountName', 'countryCode', 'firstName', 'jobTitle', 'lastName'] as const satisfies readonly ProfileField[];

export const PREFIX_OPTIONS = ['Dr.', 'Miss', 'Mr.', 'Mrs.', 'Ms.'] as const;

/** The editable profile: every field a string ('' when empty). */
export type ProfileValues = Record<ProfileField, string>;

export const EMPTY_PROFILE: ProfileValues = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as ProfileValues;

const isRequired = (field: ProfileField) => (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(field);

function fieldSchema(field: ProfileField) {
  const max = PROFILE_MAX_LENGTHS[field];
  // A missing field is an empty one, so a required field gets the spec's message, not zod's.
  let schema = z.string({ error: REQUIRED_MESSAGE }).max(max, { error: maxLengthMessage(max) });
  if (isRequired(field)) schema = schema.refine((value) => value.trim().length > 0, { error: REQUIRED_MESSAGE });
  // Optional fields may be absent or null (an API client leaving them out).
  return isRequired(field) ? schema : schema.nullish().transform((v) => v ?? '');
}

export const profileSchema = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, fieldSchema(field)])) as unknown as {
    [K in ProfileField]: ZodType<string, unknown>;
  },
  { error: 'Request body must be a JSON object' },
);

/** Prefix: one of the options, or empty (checked apart from the length so the message is clear). */
export const PREFIX_MESSAGE = `Must be one of ${PREFIX_OPTIONS.join(', ')}`;

export type FieldErrors = Partial<Record<string, string>>;

/** Field name -> first message, for every field that breaks a rule; {} when the profile is valid. */
export function profileFieldErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const result = profileSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    if (Object.keys(errors).length === 0) errors._ = result.error.issues[0]?.message ?? 'Invalid profile';
  }
  const prefix = (input as { prefix?: unknown } | null)?.prefix;
  if (errors.prefix === undefined && typeof prefix === 'string' && prefix !== '' && !(PREFIX_OPTIONS as readonly string[]).includes(prefix)) {
    errors.prefix = PREFIX_MESSAGE;
  }
  return errors;
}

/** Special registration fields (spec 1 §3): a required one left blank gets the same message. */
export interface SpecialRegistrationField {
  name: string;
  required: boolean;
  value: string;
}

export function specialRegistrationErrors(fields: readonly SpecialRegistrationField[], values: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (field.required && value.trim() === '') errors[field.name] = REQUIRED_MESSAGE;
    else if (value.length > SPECIAL_REGISTRATION_MAX_LENGTH) errors[field.name] = maxLengthMessage(SPECIAL_REGISTRATION_MAX_LENGTH);
  }
  return errors;
}

/** The spec gives no limit for special registration values; bounded like the longest profile field. */
export const SPECIAL_REGISTRATION_MAX_LENGTH = 255;

/** Spec 1 §5 "Phone formatting": dashes removed, digits grouped 3.3.rest ('617-555-0100' -> '617.555.0100'). */
export function formatPhoneNumber(phone: string): string {
  const withoutDashes = phone.replace(/-/g, '').trim();
  // Only a plain run of digits is regrouped; anything else (+44 ..., extensions in text) stays as typed.
  if (!/^\d+$/.test(withoutDashes)) return withoutDashes;
  return [withoutDashes.slice(0, 3), withoutDashes.slice(3, 6), withoutDashes.slice(6)].filter((part) => part.length > 0).join('.');
}
