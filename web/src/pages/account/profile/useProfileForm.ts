// The profile form's state: values, which fields were left (blur), whether a submit was tried,
// and the rule messages from packages/domain (spec 1 §5). A field shows its message once it has
// been left or the form submitted; messages from the server show until the field changes.
import { useCallback, useMemo, useState } from 'react';
import {
  REQUIRED_PROFILE_FIELDS,
  formatPhoneNumber,
  profileFieldErrors,
  specialRegistrationErrors,
  type FieldErrors,
  type ProfileValues,
  type SpecialRegistrationField,
} from '@portal/domain';

/** The special registration value travels as one field, `specialReg` (spec 1 §7). */
export const SPECIAL_REG = 'specialReg';
export type FormField = keyof ProfileValues | typeof SPECIAL_REG;
export type FormValues = ProfileValues & { [SPECIAL_REG]: string };

export function isRequiredField(field: FormField, specialFields: readonly SpecialRegistrationField[]): boolean {
  if (field === SPECIAL_REG) return specialFields.some((f) => f.required);
  return (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(field);
}

export function useProfileForm(initial: FormValues, specialFields: readonly SpecialRegistrationField[]) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const errors = useMemo<FieldErrors>(() => {
    const special = specialRegistrationErrors(specialFields, Object.fromEntries(specialFields.map((f) => [f.name, values.specialReg])));
    const specialMessage = Object.values(special)[0];
    return { ...profileFieldErrors(values), ...(specialMessage ? { [SPECIAL_REG]: specialMessage } : {}) };
  }, [values, specialFields]);

  const change = useCallback((field: FormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  }, []);

  const blur = useCallback((field: FormField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    // Spec 1 §5: the phone is shown dashes removed, digits grouped 3.3.rest.
    if (field === 'phoneNumber') setValues((current) => ({ ...current, phoneNumber: formatPhoneNumber(current.phoneNumber) }));
  }, []);

  const errorOf = (field: FormField): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? errors[field] : undefined);

  return { values, errors, errorOf, change, blur, setSubmitted, setServerErrors };
}
