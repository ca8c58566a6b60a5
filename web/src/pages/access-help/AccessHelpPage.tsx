// /access-preferences (spec 1 §2, §4): help with an account by e-mail. The request is the
// passwordless one of spec 1 §7 (POST /access-preferences/passwordless {email}): the address gets
// a one-time link into the account's preferences (/my-account/communications). Loading on, POST
// sent, loading off, then always replaced onto /access-preferences/confirmation, even on error
// (spec 1 §4, §8: a non-200 is logged only), so the page never tells whether an address is
// known. The e-mail is sent as typed (spec 1 §5: no checks).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accessHelpFormSchema } from '@portal/domain';
import { reportError } from '../../app/reportError';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { requestPasswordlessLink } from '../identity/passwordless/requestLink';
import { ACCESS_HELP_CONFIRMATION_PATH, ACCESS_HELP_TITLE, AccessHelpBreadcrumbs } from './AccessHelpBreadcrumbs';
import { DocumentMeta } from '../../app/DocumentMeta';

export function Component() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(accessHelpFormSchema), defaultValues: { email: '' } });
  const { control } = form;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await requestPasswordlessLink(email);
      // Reported, not shown: the confirmation follows any request.
      if (!result.ok) reportError(new Error(result.message ?? `status ${result.status}`), 'access help request');
    } catch (error) {
      reportError(error, 'access help request');
    }
    await navigate(ACCESS_HELP_CONFIRMATION_PATH, { replace: true });
  });

  return (
    <Box sx={{ maxWidth: 640 }}>
      <DocumentMeta title={ACCESS_HELP_TITLE} />
      <AccessHelpBreadcrumbs current />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {ACCESS_HELP_TITLE}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Enter the e-mail address of your account. We will send you a link to sign in and manage your account and communication preferences.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'flex-start' } }}>
        <FormTextField control={control} name="email" label="E-mail address" type="email" autoComplete="email" size="small" sx={{ flex: 1 }} />
        <FormSubmitButton control={control}>Send</FormSubmitButton>
      </Box>
    </Box>
  );
}
