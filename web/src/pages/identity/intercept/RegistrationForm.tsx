// The registration form of the business profile step (spec 3 §3, §5): firstName, lastName, title,
// companyName, country, address, city, state, otherRegion, zipCode, marketingEmails and the
// special registration fields (labels with the first letter capitalised). Field errors are the
// server's formErrors, each shown on its field.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { REGISTRATION_REQUIRED, specialRegistrationLabel, type RegistrationField } from '@portal/domain';
import { graphql } from '../../../gql';
import { fieldErrorsOf, messageOf } from '../formErrors';

export const CompleteRegistrationMutation = graphql(`
  mutation CompleteRegistration($input: RegistrationInput!) {
    completeRegistration(input: $input) {
      userType
      nextStep
    }
  }
`);

const TEXT_FIELDS: { field: Exclude<RegistrationField, 'country'>; label: string; autoComplete: string }[] = [
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

export function RegistrationForm({ defaults, onDone }: { defaults: RegistrationDefaults; onDone: (nextStep: string) => Promise<void> | void }) {
  const [complete, { loading }] = useMutation(CompleteRegistrationMutation);
  const [values, setValues] = useState(defaults.values);
  const [marketingEmails, setMarketingEmails] = useState(false);
  const [special, setSpecial] = useState<Record<string, string>>(Object.fromEntries(defaults.specialFields.map((f) => [f.name, f.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const idOf = (field: string) => `registration-${field.replace(/[^A-Za-z0-9]/g, '-')}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await complete({
        variables: {
          input: { ...values, marketingEmails, specialReg: Object.entries(special).map(([name, value]) => ({ name, value })) },
        },
      });
      setErrors({});
      if (data) await onDone(data.completeRegistration.nextStep);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
      else setFailure(messageOf(error));
    }
  }

  const text = ({ field, label, autoComplete }: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={field}
      id={idOf(field)}
      name={field}
      label={label}
      autoComplete={autoComplete}
      required={REGISTRATION_REQUIRED.includes(field)}
      value={values[field]}
      onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      fullWidth
    />
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Complete your profile" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      {TEXT_FIELDS.slice(0, 4).map(text)}
      <TextField
        select
        id={idOf('country')}
        name="country"
        label="Country"
        required
        value={values.country}
        onChange={(event) => setValues((v) => ({ ...v, country: event.target.value }))}
        error={Boolean(errors.country)}
        helperText={errors.country}
        fullWidth
      >
        {defaults.countries.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.name}
          </MenuItem>
        ))}
      </TextField>
      {TEXT_FIELDS.slice(4).map(text)}
      {defaults.specialFields.map((field) => {
        const key = `specialReg.${field.name}`;
        return (
          <TextField
            key={key}
            id={idOf(key)}
            name={key}
            label={specialRegistrationLabel(field.name)}
            required={field.required}
            value={special[field.name] ?? ''}
            onChange={(event) => setSpecial((s) => ({ ...s, [field.name]: event.target.value }))}
            error={Boolean(errors[key])}
            helperText={errors[key]}
            fullWidth
          />
        );
      })}
      <FormControlLabel
        control={<Checkbox checked={marketingEmails} onChange={(event) => setMarketingEmails(event.target.checked)} name="marketingEmails" />}
        label="Send me e-mails about research, events and offers"
      />
      <Box>
        <Button type="submit" variant="contained" loading={loading}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
