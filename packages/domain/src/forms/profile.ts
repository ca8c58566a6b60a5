// The profile form (spec 1 §3, §5) -> updateProfile (user-service PATCH of the profile, with
// specialReg): the profile's rules plus the one special registration value the form edits.
import type { output } from 'zod';
import { z } from '../zod.js';
import { PREFIX_MESSAGE, PREFIX_OPTIONS, profileSchema, specialRegistrationErrors, type SpecialRegistrationField } from '../profile.js';

/** The special registration value travels as one field, `specialReg` (spec 1 §7). */
export const SPECIAL_REG = 'specialReg';

export function profileFormSchema(specialFields: readonly SpecialRegistrationField[]) {
  return profileSchema.extend({
    prefix: z.string().refine((prefix) => prefix === '' || (PREFIX_OPTIONS as readonly string[]).includes(prefix), { error: PREFIX_MESSAGE }),
    [SPECIAL_REG]: z.string().superRefine((value, ctx) => {
      const problem = Object.values(specialRegistrationErrors(specialFields, Object.fromEntries(specialFields.map((field) => [field.name, value]))))[0];
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}
export type ProfileFormValues = output<ReturnType<typeof profileFormSchema>>;
