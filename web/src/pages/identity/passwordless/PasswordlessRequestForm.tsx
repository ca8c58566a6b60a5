// The form of /passwordless (spec 1 §4, §8): an e-mail address, required, sent trimmed. A request
// that fails is logged only; the page goes on to its confirmation either way.
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordlessFormSchema } from '@portal/domain';
import { reportError } from '../../../app/reportError';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { requestPasswordlessLink } from './requestLink';

export function PasswordlessRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm({ resolver: zodResolver(passwordlessFormSchema), defaultValues: { email: '' } });
  const { control } = form;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await requestPasswordlessLink(email);
      if (!result.ok) reportError(new Error(`passwordless request answered ${result.status}: ${result.message ?? ''}`), 'passwordless request');
    } catch (error) {
      reportError(error, 'passwordless request');
    }
    onSent(email);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Request a sign-in link" sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={control} name="email" id="passwordless-email" type="email" label="E-mail address" autoComplete="email" required />
      <Box>
        <FormSubmitButton control={control}>Send me a link</FormSubmitButton>
      </Box>
    </Box>
  );
}
