// The access check's form (AccessCheck.tsx shows it to employees only): loaded on its own, so a
// report page's readers never download its form code (react-hook-form, zod).
import { useReducer, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  HAS_ACCESS_TEXT,
  INITIAL_ACCESS_CHECK,
  NO_ACCESS_TEXT,
  accessCheckFormSchema,
  accessCheckTransition,
  type AccessCheckFormValues,
} from '@portal/domain';
import { graphql } from '../../../gql';
import { reportError } from '../../../app/reportError';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';

export const ACCESS_CHECK_HEADING = 'Access check';
export const ACCESS_CHECK_EMAIL_LABEL = 'E-mail address to check';
export const ACCESS_CHECK_BUTTON = 'Check access';
/** The shared error handler's context for a failed check. */
export const ACCESS_CHECK_ERROR_CONTEXT = 'access-check';

export const ReportAccessCheckQuery = graphql(`
  query ReportAccessCheck($contentIds: [ID!]!, $email: String!) {
    reportAccessCheck(contentIds: $contentIds, email: $email)
  }
`);

export function AccessCheckForm({ contentId }: { contentId: string }) {
  const [state, dispatch] = useReducer(accessCheckTransition, INITIAL_ACCESS_CHECK);
  const [check] = useLazyQuery(ReportAccessCheckQuery, { fetchPolicy: 'network-only' });
  const form = useForm<AccessCheckFormValues>({ resolver: zodResolver(accessCheckFormSchema), defaultValues: { email: '' } });

  // Spec 3 §4: each entry is stored and hides the last result; an empty one resets the input.
  const entered = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'email') return;
    dispatch({ type: 'input', value: input.value });
    if (input.value.trim() === '') form.clearErrors('email');
  };

  const submit = form.handleSubmit(async ({ email }) => {
    dispatch({ type: 'checking' });
    try {
      const { data, error } = await check({ variables: { contentIds: [contentId], email } });
      if (error || typeof data?.reportAccessCheck !== 'boolean') throw error ?? new Error('The access check gave no answer');
      dispatch({ type: 'checked', hasAccess: data.reportAccessCheck });
    } catch (failure) {
      // Spec 3 §8: loading cleared, a negative result shown, the failure reported.
      dispatch({ type: 'failed' });
      reportError(failure, ACCESS_CHECK_ERROR_CONTEXT);
    }
  });

  // The form hydrates after the page's top (AccessCheck.tsx); its button stays disabled until then
  // (FormSubmitButton), so Enter in its field does not submit it the browser's way.
  return (
    <Box component="section" aria-labelledby="access-check-heading" sx={{ my: 3 }}>
      <Typography component="h2" variant="h5" id="access-check-heading" sx={{ mb: 1 }}>
        {ACCESS_CHECK_HEADING}
      </Typography>
      <Box component="form" aria-label={ACCESS_CHECK_HEADING} onSubmit={submit} onChange={entered} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FormTextField control={form.control} name="email" type="email" label={ACCESS_CHECK_EMAIL_LABEL} autoComplete="off" size="small" sx={{ minWidth: 300 }} />
        <FormSubmitButton control={form.control}>{ACCESS_CHECK_BUTTON}</FormSubmitButton>
      </Box>
      <Typography role="status" aria-busy={state.isLoading} sx={{ mt: 1, fontWeight: 600, color: state.accessCheck ? 'success.dark' : 'error.dark' }}>
        {state.display ? (state.accessCheck ? HAS_ACCESS_TEXT : NO_ACCESS_TEXT) : ''}
      </Typography>
    </Box>
  );
}

