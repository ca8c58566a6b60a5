// The change form (spec 3 §3, §4): current and new password; loading, then success. The answer
// 'Incorrect password' is shown on the current-password field, which takes the focus.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { INCORRECT_PASSWORD, changePasswordFormSchema } from '@portal/domain';
import { graphql } from '../../../gql';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { showServerErrors } from '../../../forms/serverErrors';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export function ChangePasswordForm() {
  const [change] = useMutation(ChangePasswordMutation);
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const { control, formState } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { data } = await change({ variables: { input } });
      if (data?.changePassword === INCORRECT_PASSWORD) {
        form.setError('currentPassword', { type: 'server', message: INCORRECT_PASSWORD }, { shouldFocus: true });
        return;
      }
      form.reset(undefined, { keepIsSubmitSuccessful: true });
    } catch (error) {
      showServerErrors(form.setError, error);
    }
  });

  // Success is a submit that ended with no error at all (an incorrect password is one).
  const done = formState.isSubmitSuccessful && !formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change your password" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {done && (
        <Alert severity="success" role="status">
          Your password has been changed.
        </Alert>
      )}
      <FormErrorAlert control={control} />
      <FormTextField control={control} name="currentPassword" id="current-password" type="password" label="Current password" autoComplete="current-password" required />
      <FormTextField control={control} name="newPassword" id="new-password" type="password" label="New password" autoComplete="new-password" required hint="At least 8 characters" />
      <Box>
        <FormSubmitButton control={control}>Change password</FormSubmitButton>
      </Box>
    </Box>
  );
}
