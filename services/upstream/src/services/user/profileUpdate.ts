// PATCH /auth-service/api/v1/user (spec 1 §7): the profile fields plus title, phone, phoneExtn and
// specialReg. The aliases fill a profile field the body leaves out; the whole profile is then
// checked with the domain rules (spec 1 §5), every broken field reported at once.
import { profileFieldErrors, profileSchema, specialRegistrationErrors, type FieldErrors, type ProfileValues } from '@portal/domain';
import type { AuthUser } from '../auth/userStore.js';
import { specialRegistrationFieldsOf } from './specialRegistration.js';

export interface ProfileUpdate {
  profile: ProfileValues;
  /** undefined: keep the stored value. */
  specialReg: string | undefined;
}

export type ProfileUpdateResult = { ok: true; update: ProfileUpdate } | { ok: false; fieldErrors: FieldErrors };

const ALIASES = { title: 'prefix', phone: 'phoneNumber', phoneExtn: 'extension' } as const;

export function parseProfileUpdate(user: AuthUser, body: unknown): ProfileUpdateResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, fieldErrors: { _: 'Request body must be a JSON object' } };
  const input: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [alias, field] of Object.entries(ALIASES)) {
    if (input[field] === undefined && input[alias] !== undefined) input[field] = input[alias];
  }
  const fieldErrors: FieldErrors = profileFieldErrors(input);
  const specialReg = input.specialReg;
  if (specialReg !== undefined && typeof specialReg !== 'string') fieldErrors.specialReg = 'specialReg must be a string';
  const fields = specialRegistrationFieldsOf(user);
  const values = Object.fromEntries(fields.map((f) => [f.name, typeof specialReg === 'string' ? specialReg : f.value]));
  const special = specialRegistrationErrors(fields, values);
  if (Object.keys(special).length > 0) fieldErrors.specialReg = Object.values(special)[0];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, update: { profile: profileSchema.parse(input) as ProfileValues, specialReg: specialReg as string | undefined } };
}
