// /my-account/password/request (spec 3 §3-§5): e-mail and captcha, both flagged when empty; on
// success the captcha is reset and the page goes to the request confirmation.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { passwordRecoveryFormSchema } from '@portal/domain';
import { graphql } from '../../../gql';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { showServerErrors } from '../../../forms/serverErrors';
import { TitledPage } from '../../../layout/TitledPage';
import { Captcha } from '../../../components/captcha/Captcha';
import { useCaptchaSubmit } from '../../../components/captcha/useCaptchaSubmit';

export const REQUEST_TITLE = 'Reset Your Password';
export const REQUEST_CONFIRMATION_PATH = '/my-account/password/request/confirmation';

export const RecoverPasswordMutation = graphql(`
  mutation RecoverPassword($input: RecoverPasswordInput!) {
    recoverPassword(input: $input)
  }
`);

export function Component() {
  const navigate = useNavigate();
  const [recover] = useMutation(RecoverPasswordMutation);
  const form = useForm({ resolver: zodResolver(passwordRecoveryFormSchema), defaultValues: { email: '', recaptchaToken: '' } });
  const { control } = form;
  // Counts the captcha's resets (the widget's own state, not a field's).
  const [captchaReset, setCaptchaReset] = useState(0);

  const sendForm = form.handleSubmit(async (input) => {
    try {
      await recover({ variables: { input } });
      setCaptchaReset((n) => n + 1);
      await navigate(REQUEST_CONFIRMATION_PATH);
    } catch (error) {
      // A refused captcha cannot be used again: the user solves a new one.
      if (showServerErrors(form.setError, error).recaptchaToken) setCaptchaReset((n) => n + 1);
    }
  });
  const { captchaRef, onSubmit: submit } = useCaptchaSubmit((token) => form.setValue('recaptchaToken', token), sendForm);

  return (
    <TitledPage title={REQUEST_TITLE} maxWidth={560}>
      <Typography sx={{ mb: 3 }}>Enter the e-mail address of your account. We will send you a link to choose a new password.</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Request a password reset link" sx={{ display: 'grid', gap: 2 }}>
        <FormErrorAlert control={control} />
        <FormTextField control={control} name="email" id="recover-email" type="email" label="E-mail address" autoComplete="email" required />
        <Controller
          control={control}
          name="recaptchaToken"
          render={({ field, fieldState }) => <Captcha ref={captchaRef} action="password_recovery" onChange={field.onChange} error={fieldState.error?.message} resetKey={captchaReset} />}
        />
        <Box>
          <FormSubmitButton control={control}>Send reset link</FormSubmitButton>
        </Box>
      </Box>
    </TitledPage>
  );
}
