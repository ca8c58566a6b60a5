// /my-account/password/request (spec 3 §3-§5): e-mail and captcha, both flagged when empty; on
// success the captcha is reset and the page goes to the request confirmation.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { CAPTCHA_FAILED, pageTitle, recoveryFormFlags } from '@portal/domain';
import { graphql } from '../../../gql';
import { fieldErrorsOf, messageOf } from '../formErrors';
import { Captcha } from './Captcha';

export const REQUEST_TITLE = 'Reset Your Password';
export const REQUEST_CONFIRMATION_PATH = '/my-account/password/request/confirmation';

export const RecoverPasswordMutation = graphql(`
  mutation RecoverPassword($input: RecoverPasswordInput!) {
    recoverPassword(input: $input)
  }
`);

export function Component() {
  const navigate = useNavigate();
  const [recover, { loading }] = useMutation(RecoverPasswordMutation);
  const [email, setEmail] = useState('');
  const [recaptchaToken, setRecaptchaToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const flags = recoveryFormFlags({ email, recaptchaToken });
    const local: Record<string, string> = {};
    if (flags.email) local.email = 'This field is required';
    if (flags.recaptchaToken) local.recaptchaToken = CAPTCHA_FAILED;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await recover({ variables: { input: { email: email.trim(), recaptchaToken } } });
      setCaptchaReset((n) => n + 1);
      await navigate(REQUEST_CONFIRMATION_PATH);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A refused captcha cannot be used again: the user solves a new one.
      if (fields.recaptchaToken) setCaptchaReset((n) => n + 1);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(messageOf(error));
    }
  }

  return (
    <Box sx={{ maxWidth: 560 }}>
      <title>{pageTitle(REQUEST_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {REQUEST_TITLE}
      </Typography>
      <Typography sx={{ mb: 3 }}>Enter the e-mail address of your account. We will send you a link to choose a new password.</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Request a password reset link" sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          id="recover-email"
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <Captcha onChange={setRecaptchaToken} error={errors.recaptchaToken} resetKey={captchaReset} />
        <Box>
          <Button type="submit" variant="contained" loading={loading}>
            Send reset link
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
