// /access-preferences (spec 1 §2, §4): help with an account by e-mail. The request is the
// passwordless one of spec 1 §7 (POST /access-preferences/passwordless {email}): the address gets
// a one-time link into the account's preferences (/my-account/communications). Loading on, POST
// sent, loading off, then always replaced onto /access-preferences/confirmation, even on error
// (spec 1 §4, §8: a non-200 is logged only), so the page never tells whether an address is
// known. The e-mail is sent as typed (spec 1 §5: no checks).
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { pageTitle } from '@portal/domain';
import { reportError } from '../../app/reportError';
import { requestPasswordlessLink } from '../identity/passwordless/requestLink';
import { ACCESS_HELP_CONFIRMATION_PATH, ACCESS_HELP_TITLE, AccessHelpBreadcrumbs } from './AccessHelpBreadcrumbs';

export function Component() {
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      const result = await requestPasswordlessLink(email);
      // Reported, not shown: the confirmation follows any request.
      if (!result.ok) reportError(new Error(result.message ?? `status ${result.status}`), 'access help request');
    } catch (error) {
      reportError(error, 'access help request');
    } finally {
      setLoading(false);
    }
    await navigate(ACCESS_HELP_CONFIRMATION_PATH, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <title>{pageTitle(ACCESS_HELP_TITLE)}</title>
      <AccessHelpBreadcrumbs current />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {ACCESS_HELP_TITLE}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Enter the e-mail address of your account. We will send you a link to sign in and manage your account and communication preferences.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField label="E-mail address" type="email" autoComplete="email" size="small" value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" loading={loading}>
          Send
        </Button>
      </Box>
    </Box>
  );
}
