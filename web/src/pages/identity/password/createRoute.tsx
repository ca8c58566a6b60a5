// /my-account/password/create?token=…&email=… (spec 3 §4 'Password reset'): the token is
// validated first (an invalid or expired one goes to the expired-token page); success replaces
// the page with the create confirmation.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { RESET_LINK_INVALID, newPasswordProblem, pageTitle } from '@portal/domain';
import { graphql } from '../../../gql';
import { apolloClientContext } from '../../../app/routerContext';
import { fieldErrorsOf, messageOf } from '../formErrors';

export const CREATE_TITLE = 'Choose a New Password';
export const CREATE_CONFIRMATION_PATH = '/my-account/password/create/confirmation';
export const EXPIRED_TOKEN_PATH = '/my-account/password/create/expired-token';

export const PasswordResetTokenQuery = graphql(`
  query PasswordResetToken($token: String!) {
    passwordResetToken(token: $token) {
      valid
      email
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token === '') return redirect(EXPIRED_TOKEN_PATH);
  const client = context.get(apolloClientContext);
  const { data } = await client.query({ query: PasswordResetTokenQuery, variables: { token }, fetchPolicy: 'no-cache' });
  if (!data?.passwordResetToken.valid) return redirect(EXPIRED_TOKEN_PATH);
  return { token, email: data.passwordResetToken.email ?? '' };
}

export function Component() {
  const { token, email } = useLoaderData<typeof loader>() as { token: string; email: string };
  const navigate = useNavigate();
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const local: Record<string, string> = {};
    const problem = newPasswordProblem(password);
    if (problem) local.password = problem;
    if (confirmation !== password) local.confirmation = 'The passwords do not match';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await reset({ variables: { input: { email: email || undefined, resetToken: token, password } } });
      await navigate(CREATE_CONFIRMATION_PATH, { replace: true });
    } catch (error) {
      if (messageOf(error) === RESET_LINK_INVALID) {
        await navigate(EXPIRED_TOKEN_PATH, { replace: true });
        return;
      }
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(messageOf(error));
    }
  }

  return (
    <Box sx={{ maxWidth: 560 }}>
      <title>{pageTitle(CREATE_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {CREATE_TITLE}
      </Typography>
      {email && <Typography sx={{ mb: 3 }}>For the account {email}.</Typography>}
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password" sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {/* The account name, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <TextField
          id="reset-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? 'At least 8 characters'}
        />
        <TextField
          id="reset-password-confirmation"
          name="confirmation"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation}
        />
        <Box>
          <Button type="submit" variant="contained" loading={loading}>
            Save new password
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
