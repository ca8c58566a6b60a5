// The profile form (spec 1 §3, §5): every field with its label, the rule messages of
// profileFormSchema shown once a field is left or on submit, countries and prefix as selects, the
// phone regrouped on leaving it. Saving sends the PATCH through updateProfile and then reloads the
// profile and special registration fields (spec 1 §4 "Profile save"); the server's field messages
// show on their fields until they change.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import {
  PREFIX_OPTIONS,
  PROFILE_FIELDS,
  REQUIRED_PROFILE_FIELDS,
  SPECIAL_REG,
  formatPhoneNumber,
  profileFormSchema,
  type ProfileFormValues,
  type SpecialRegistrationField,
} from '@portal/domain';
import { graphql } from '../../../gql';
import type { ProfilePageQuery } from '../../../gql/graphql';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { FormTextFields } from '../../../forms/FormTextFields';
import { showServerErrors } from '../../../forms/serverErrors';
import { ADDRESS_FIELDS, NAME_FIELDS, PHONE_FIELDS, WORK_FIELDS, type ProfileFieldSpec } from './profileFields';

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

export function formValuesOf(viewer: Viewer): ProfileFormValues {
  // Only the editable fields (the cache adds __typename, the query id, e-mail and isSSO).
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, viewer.profile[field] ?? '']));
  return { ...profile, [SPECIAL_REG]: viewer.specialRegistrationFields[0]?.value ?? '' } as ProfileFormValues;
}

const inputId = (field: string) => `profile-${field}`;
const isRequired = (field: string) => (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(field);

export function ProfileForm({ viewer, onSaved }: { viewer: Viewer; onSaved: () => unknown }) {
  const specialFields: SpecialRegistrationField[] = viewer.specialRegistrationFields;
  const [save] = useMutation(UpdateProfileMutation);
  // Spec 1 §5: a field's message shows once it has been left, or on submit.
  const form = useForm({ resolver: zodResolver(profileFormSchema(specialFields)), defaultValues: formValuesOf(viewer), mode: 'onTouched' });
  const { control } = form;

  // Spec 1 §4 "Profile save": pending covers the PATCH and the reload after it.
  const submit = form.handleSubmit(async ({ specialReg, ...profile }) => {
    try {
      await save({ variables: { input: { ...profile, ...(specialFields.length > 0 ? { specialReg } : {}) } } });
      await onSaved();
    } catch (error) {
      showServerErrors(form.setError, error);
    }
  });

  const text = (fields: readonly ProfileFieldSpec[]) => (
    <FormTextFields control={control} fields={fields} idOf={inputId} isRequired={isRequired} formatOnBlur={(field) => (field === 'phoneNumber' ? formatPhoneNumber : undefined)} />
  );

  const section = (title: string) => (
    <Typography variant="h3" component="h2" sx={{ mt: 2 }}>
      {title}
    </Typography>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Profile" sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      {section('Name')}
      <FormTextField control={control} name="prefix" id={inputId('prefix')} label="Prefix" select slotProps={{ select: { native: true } }} autoComplete="honorific-prefix" fullWidth>
        <option value="">None</option>
        {PREFIX_OPTIONS.map((prefix) => (
          <option key={prefix} value={prefix}>
            {prefix}
          </option>
        ))}
      </FormTextField>
      {text(NAME_FIELDS)}
      <TextField id="profile-emailAddress" label="E-mail address" value={viewer.profile.emailAddress} fullWidth slotProps={{ htmlInput: { readOnly: true } }} helperText="Your sign-in e-mail cannot be changed here." />
      {section('Work')}
      {text(WORK_FIELDS)}
      {specialFields.map((special) => (
        <FormTextField key={special.name} control={control} name={SPECIAL_REG} id={inputId(SPECIAL_REG)} label={special.name} required={special.required} fullWidth />
      ))}
      {section('Address')}
      <FormTextField control={control} name="countryCode" id={inputId('countryCode')} label="Country" required select slotProps={{ select: { native: true } }} autoComplete="country" fullWidth>
        <option value="">Select a country</option>
        {viewer.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </FormTextField>
      {text(ADDRESS_FIELDS)}
      {section('Phone')}
      {text(PHONE_FIELDS)}
      <FormErrorAlert control={control} />
      <Box>
        <FormSubmitButton control={control} pendingLabel="Saving…">
          Save
        </FormSubmitButton>
      </Box>
    </Box>
  );
}
