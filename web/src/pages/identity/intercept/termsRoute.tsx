// /intercept/business/terms?lr= (spec 3 §4, §8): accept the terms; the result is 'Terms and
// Conditions Agreement completed' (then the return URL or /myhome) or '... failed'.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useReadQuery } from '@apollo/client/react';
import { TERMS_COMPLETED, pageTitle } from '@portal/domain';
import { graphql } from '../../../gql';
import { preloadQueryContext } from '../../../app/routerContext';
import { useAnnounce } from '../../../a11y/announce';
import { SignInPrompt } from '../../account/SignInPrompt';
import { leaveApp } from '../../auth/leaveApp';
import { returnTargetOf } from '../returnTarget';

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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = returnTargetOf(request);
  const preloadQuery = context.get(preloadQueryContext);
  return { target, queryRef: await preloadQuery.toPromise(preloadQuery(TermsPageQuery, { fetchPolicy: 'network-only' })) };
}

export function Component() {
  const { target, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const [accept, { loading }] = useMutation(AcceptTermsMutation);
  const announce = useAnnounce();
  const [agreed, setAgreed] = useState(false);
  const [unchecked, setUnchecked] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setUnchecked(true);
      return;
    }
    const { data: answer } = await accept().catch(() => ({ data: undefined }));
    const text = answer?.acceptTerms ?? 'Terms and Conditions Agreement failed';
    setResult(text);
    announce(text);
    if (text === TERMS_COMPLETED) leaveApp(target);
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <title>{pageTitle(TERMS_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {TERMS_TITLE}
      </Typography>
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
          {result && (
            <Alert severity={result === TERMS_COMPLETED ? 'success' : 'error'} sx={{ mb: 2 }}>
              {result}
            </Alert>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                  setUnchecked(false);
                }}
                name="accepted"
                slotProps={{ input: { 'aria-describedby': unchecked ? 'terms-error' : undefined } }}
              />
            }
            label="I agree to the Terms and Conditions"
          />
          {unchecked && (
            <FormHelperText error id="terms-error">
              Please agree to the Terms and Conditions to continue
            </FormHelperText>
          )}
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" loading={loading}>
              Accept and continue
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
