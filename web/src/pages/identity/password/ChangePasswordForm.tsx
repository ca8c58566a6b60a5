// The change form (spec 3 §3, §4): current and new password; loading, then success. The answer
// 'Incorrect password' sets the current-password-incorrect flag, shown on that field.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { INCORRECT_PASSWORD, newPasswordProblem } from '@portal/domain';
import { graphql } from '../../../gql';
import { fieldErrorsOf, messageOf } from '../formErrors';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export function ChangePasswordForm() {
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [currentPasswordIncorrect, setCurrentPasswordIncorrect] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    setCurrentPasswordIncorrect(false);
    const local: Record<string, string> = {};
    if (currentPassword === '') local.currentPassword = 'This field is required';
    const problem = newPasswordProblem(newPassword);
    if (problem) local.newPassword = problem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const { data } = await change({ variables: { input: { currentPassword, newPassword } } });
      if (data?.changePassword === INCORRECT_PASSWORD) {
        setCurrentPasswordIncorrect(true);
        currentRef.current?.focus();
        return;
      }
      setCurrentPassword('');
      setNewPassword('');
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(messageOf(error));
    }
  }

  const currentError = currentPasswordIncorrect ? INCORRECT_PASSWORD : errors.currentPassword;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change your password" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {done && (
        <Alert severity="success" role="status">
          Your password has been changed.
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        id="current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        inputRef={currentRef}
        value={currentPassword}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
          setCurrentPasswordIncorrect(false);
        }}
        error={Boolean(currentError)}
        helperText={currentError}
      />
      <TextField
        id="new-password"
        name="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword ?? 'At least 8 characters'}
      />
      <Box>
        <Button type="submit" variant="contained" loading={loading}>
          Change password
        </Button>
      </Box>
    </Box>
  );
}
