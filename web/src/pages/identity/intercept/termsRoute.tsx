// /intercept/business/terms?lr= (spec 3 §4, §8): accept the terms; the result is 'Terms and
// Conditions Agreement completed' (then the return URL or /myhome) or '... failed'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useReadQuery } from '@apollo/client/react';
import { TERMS_COMPLETED, TERMS_FAILED, termsFormSchema } from '@portal/domain';
import { graphql } from '../../../gql';
import { useAnnounce } from '../../../a11y/announce';
import { FormCheckbox } from '../../../forms/FormCheckbox';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { SERVER_ERROR } from '../../../forms/serverErrors';
import { TitledPage } from '../../../layout/TitledPage';
import { interceptLoader } from './interceptLoader';
import { SignInPrompt } from '../../account/SignInPrompt';
import { leaveApp } from '../../auth/leaveApp';

export const TERMS_TITLE = 'Terms and Conditions';

export const TermsPageQuery = graphql(`
  query TermsPage {
    viewer {
      id
    }
  }
`);

export const AcceptTermsMutation = graphql(`
  mutation AcceptTerms {
    acceptTerms
  }
`);

export const loader = interceptLoader(TermsPageQuery);

export function Component() {
  const { target, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const [accept] = useMutation(AcceptTermsMutation);
  const announce = useAnnounce();
  const form = useForm({ resolver: zodResolver(termsFormSchema), defaultValues: { accepted: false } });
  const { control, formState } = form;

  const submit = form.handleSubmit(async () => {
    const { data: answer } = await accept().catch(() => ({ data: undefined }));
    const text = answer?.acceptTerms ?? TERMS_FAILED;
    announce(text);
    if (text === TERMS_COMPLETED) leaveApp(target);
    else form.setError(SERVER_ERROR, { type: 'server', message: text });
  });

  const completed = formState.isSubmitSuccessful;
  return (
    <TitledPage title={TERMS_TITLE} maxWidth={720}>
      {!data.viewer ? (
        <SignInPrompt text="Log in to accept the terms and conditions." />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Accept the terms and conditions">
          <Box component="section" aria-label="Terms" sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320, overflow: 'auto' }} tabIndex={0}>
            <Typography sx={{ mb: 1 }}>
              Research, data and tools on this portal are licensed to you for your own internal business use. You may not resell,
              republish or share them outside your organisation except as your subscription allows.
            </Typography>
            <Typography sx={{ mb: 1 }}>
              We process your personal data to provide the service, as described in our data privacy notice. You can change your
              communication preferences at any time in your account.
            </Typography>
            <Typography>Access may be suspended if these terms are breached.</Typography>
          </Box>
          {completed && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {TERMS_COMPLETED}
            </Alert>
          )}
          <FormErrorAlert control={control} sx={{ mb: 2 }} />
          <FormCheckbox control={control} name="accepted" label="I agree to the Terms and Conditions" errorId="terms-error" />
          <Box sx={{ mt: 2 }}>
            <FormSubmitButton control={control}>Accept and continue</FormSubmitButton>
          </Box>
        </Box>
      )}
    </TitledPage>
  );
}
