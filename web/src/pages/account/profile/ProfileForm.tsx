// The profile form (spec 1 §3, §5): every field with its label, the required and length messages
// on leaving a field or on submit, countries and prefix as selects. Saving sends the PATCH
// through updateProfile and then reloads the profile and special registration fields (spec 1 §4
// "Profile save").
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PREFIX_OPTIONS, PROFILE_FIELDS, type FieldErrors, type ProfileValues, type SpecialRegistrationField } from '@portal/domain';
import { graphql } from '../../../gql';
import type { ProfilePageQuery } from '../../../gql/graphql';
import { ADDRESS_FIELDS, NAME_FIELDS, PHONE_FIELDS, WORK_FIELDS, type ProfileFieldSpec } from './profileFields';
import { SPECIAL_REG, isRequiredField, useProfileForm, type FormField, type FormValues } from './useProfileForm';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      firstName
      lastName
    }
  }
`);

type Viewer = NonNullable<ProfilePageQuery['viewer']>;

export function formValuesOf(viewer: Viewer): FormValues {
  // Only the editable fields (the cache adds __typename, the query id, e-mail and isSSO).
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, viewer.profile[field] ?? ''])) as ProfileValues;
  return { ...profile, [SPECIAL_REG]: viewer.specialRegistrationFields[0]?.value ?? '' };
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const list = error.errors[0]?.extensions?.fieldErrors;
  if (!Array.isArray(list)) return {};
  return Object.fromEntries(list.map((e: { field: string; message: string }) => [e.field, e.message]));
}

const inputId = (field: string) => `profile-${field}`;

export function ProfileForm({ viewer, onSaved }: { viewer: Viewer; onSaved: () => unknown }) {
  const specialFields: SpecialRegistrationField[] = viewer.specialRegistrationFields;
  const form = useProfileForm(formValuesOf(viewer), specialFields);
  const [save] = useMutation(UpdateProfileMutation);
  // Spec 1 §4 "Profile save": loading covers the PATCH and the reload after it.
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const fieldProps = (field: FormField, label: string) => {
    const error = form.errorOf(field);
    return {
      id: inputId(field),
      name: field,
      label,
      value: form.values[field],
      required: isRequiredField(field, specialFields),
      error: Boolean(error),
      helperText: error,
      onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
      onBlur: () => form.blur(field),
      fullWidth: true,
    };
  };

  const text = ({ field, label, autoComplete }: ProfileFieldSpec) => (
    <TextField key={field} {...fieldProps(field, label)} autoComplete={autoComplete} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setSubmitted(true);
    setFailure(null);
    const firstInvalid = Object.keys(form.errors)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${inputId(firstInvalid)}`)?.focus();
      return;
    }
    const { specialReg, ...profile } = form.values;
    setLoading(true);
    try {
      await save({ variables: { input: { ...profile, ...(specialFields.length > 0 ? { specialReg } : {}) } } });
      await onSaved();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) form.setServerErrors(fieldErrors);
      else setFailure(error instanceof Error ? error.message : 'Your profile could not be saved.');
    } finally {
      setLoading(false);
    }
  }

  const section = (title: string) => (
    <Typography variant="h3" component="h2" sx={{ mt: 2 }}>
      {title}
    </Typography>
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Profile" sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      {section('Name')}
      <TextField {...fieldProps('prefix', 'Prefix')} select slotProps={{ select: { native: true } }} autoComplete="honorific-prefix">
        <option value="">None</option>
        {PREFIX_OPTIONS.map((prefix) => (
          <option key={prefix} value={prefix}>
            {prefix}
          </option>
        ))}
      </TextField>
      {NAME_FIELDS.map(text)}
      <TextField id="profile-emailAddress" label="E-mail address" value={viewer.profile.emailAddress} fullWidth slotProps={{ htmlInput: { readOnly: true } }} helperText="Your sign-in e-mail cannot be changed here." />
      {section('Work')}
      {WORK_FIELDS.map(text)}
      {specialFields.map((special) => (
        <TextField key={special.name} {...fieldProps(SPECIAL_REG, special.name)} required={special.required} />
      ))}
      {section('Address')}
      <TextField {...fieldProps('countryCode', 'Country')} select slotProps={{ select: { native: true } }} autoComplete="country">
        <option value="">Select a country</option>
        {viewer.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </TextField>
      {ADDRESS_FIELDS.map(text)}
      {section('Phone')}
      {PHONE_FIELDS.map(text)}
      {failure && (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}
