// /my-account/password/create?token=…&email=… (spec 3 §4 'Password reset'): the token is
// validated first (an invalid or expired one goes to the expired-token page); success replaces
// the page with the create confirmation.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { RESET_LINK_INVALID, passwordResetFormSchema } from '@portal/domain';
import { graphql } from '../../../gql';
import { apolloClientContext } from '../../../app/routerContext';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { messageOf, showServerErrors } from '../../../forms/serverErrors';
import { TitledPage } from '../../../layout/TitledPage';

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
  const [reset] = useMutation(ResetPasswordMutation);
  const form = useForm({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { password: '', confirmation: '' } });
  const { control } = form;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset({ variables: { input: { email: email || undefined, resetToken: token, password } } });
      await navigate(CREATE_CONFIRMATION_PATH, { replace: true });
    } catch (error) {
      if (messageOf(error) === RESET_LINK_INVALID) await navigate(EXPIRED_TOKEN_PATH, { replace: true });
      else showServerErrors(form.setError, error);
    }
  });

  return (
    <TitledPage title={CREATE_TITLE} maxWidth={560}>
      {email && <Typography sx={{ mb: 3 }}>For the account {email}.</Typography>}
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password" sx={{ display: 'grid', gap: 2 }}>
        <FormErrorAlert control={control} />
        {/* The account name, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <FormTextField control={control} name="password" id="reset-password" type="password" label="New password" autoComplete="new-password" required hint="At least 8 characters" />
        <FormTextField control={control} name="confirmation" id="reset-password-confirmation" type="password" label="Confirm new password" autoComplete="new-password" required />
        <Box>
          <FormSubmitButton control={control}>Save new password</FormSubmitButton>
        </Box>
      </Box>
    </TitledPage>
  );
}
