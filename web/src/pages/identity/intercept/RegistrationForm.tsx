// The registration form of the business profile step (spec 3 §3, §5): firstName, lastName, title,
// companyName, country, address, city, state, otherRegion, zipCode, marketingEmails and the
// special registration fields (labels with the first letter capitalised). The form checks the
// same rule as the server (registrationFormSchema); the server's formErrors show on their fields.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { REGISTRATION_REQUIRED, registrationFormSchema, specialRegistrationLabel, type RegistrationField } from '@portal/domain';
import { graphql } from '../../../gql';
import { FormCheckbox } from '../../../forms/FormCheckbox';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { FormTextFields, type TextFieldSpec } from '../../../forms/FormTextFields';
import { showServerErrors } from '../../../forms/serverErrors';

export const CompleteRegistrationMutation = graphql(`
  mutation CompleteRegistration($input: RegistrationInput!) {
    completeRegistration(input: $input) {
      userType
      nextStep
    }
  }
`);

const TEXT_FIELDS: TextFieldSpec<Exclude<RegistrationField, 'country'>>[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'title', label: 'Job title', autoComplete: 'organization-title' },
  { field: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { field: 'address', label: 'Address', autoComplete: 'street-address' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'otherRegion', label: 'Other region', autoComplete: 'off' },
  { field: 'zipCode', label: 'Zip code', autoComplete: 'postal-code' },
];

export interface RegistrationDefaults {
  values: Record<RegistrationField, string>;
  countries: { code: string; name: string }[];
  specialFields: { name: string; required: boolean; value: string }[];
}

const idOf = (field: string) => `registration-${field.replace(/[^A-Za-z0-9]/g, '-')}`;

export function RegistrationForm({ defaults, onDone }: { defaults: RegistrationDefaults; onDone: (nextStep: string) => Promise<void> | void }) {
  const [complete] = useMutation(CompleteRegistrationMutation);
  const requiredSpecial = defaults.specialFields.filter((field) => field.required).map((field) => field.name);
  const form = useForm({
    resolver: zodResolver(registrationFormSchema(requiredSpecial)),
    defaultValues: {
      ...defaults.values,
      marketingEmails: false,
      specialReg: Object.fromEntries(defaults.specialFields.map((field) => [field.name, field.value])),
    },
  });
  const { control } = form;

  const submit = form.handleSubmit(async ({ specialReg, ...values }) => {
    try {
      const { data } = await complete({
        variables: { input: { ...values, specialReg: Object.entries(specialReg).map(([name, value]) => ({ name, value })) } },
      });
      if (data) await onDone(data.completeRegistration.nextStep);
    } catch (error) {
      showServerErrors(form.setError, error);
    }
  });

  const text = (fields: typeof TEXT_FIELDS) => (
    <FormTextFields control={control} fields={fields} idOf={idOf} isRequired={(field) => REGISTRATION_REQUIRED.includes(field)} />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Complete your profile" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <FormErrorAlert control={control} />
      {text(TEXT_FIELDS.slice(0, 4))}
      <FormTextField select control={control} name="country" id={idOf('country')} label="Country" required fullWidth>
        {defaults.countries.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.name}
          </MenuItem>
        ))}
      </FormTextField>
      {text(TEXT_FIELDS.slice(4))}
      {defaults.specialFields.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={`specialReg.${field.name}`}
          id={idOf(`specialReg.${field.name}`)}
          label={specialRegistrationLabel(field.name)}
          required={field.required}
          fullWidth
        />
      ))}
      <FormCheckbox control={control} name="marketingEmails" label="Send me e-mails about research, events and offers" />
      <Box>
        <FormSubmitButton control={control}>Continue</FormSubmitButton>
      </Box>
    </Box>
  );
}
