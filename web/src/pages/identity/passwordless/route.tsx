// /passwordless (spec 1 §2, §4, §8): the form that e-mails a sign-in link, its confirmation, and
// the link's landing. A link brings #access_token=…: the page redeems it (the gateway opens the
// session and sets the cookies) and goes on to /my-account/communications. A request that fails
// is logged only; the user still sees the confirmation.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { reportError } from '../../../app/reportError';
import { apolloClientContext } from '../../../app/routerContext';
import { graphql } from '../../../gql';
import { leaveApp } from '../../auth/leaveApp';
import { PasswordlessRequestForm } from './PasswordlessRequestForm';
import { PASSWORDLESS_LANDING, accessTokenOf, redeemPasswordlessToken } from './requestLink';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const PASSWORDLESS_TITLE = 'Sign in with an e-mail link';
export const CONFIRMATION_TITLE = 'Check your e-mail';

export const PasswordlessViewerQuery = graphql(`
  query PasswordlessViewer {
    viewer {
      id
    }
  }
`);

// Spec 1 §4: a signed-in user has no use for the form and goes straight to the landing page. A
// link (#access_token) is left to the page, which asks the gateway (it knows who is signed in).
export async function loader({ context }: LoaderFunctionArgs) {
  // The hash never reaches the server; the browser's own loader run sees it.
  if (typeof window !== 'undefined' && accessTokenOf(window.location.hash)) return null;
  const client = context.get(apolloClientContext);
  const { data } = await client.query({ query: PasswordlessViewerQuery, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
  return data?.viewer ? redirect(PASSWORDLESS_LANDING) : null;
}

type Stage = { kind: 'form' } | { kind: 'sent'; email: string } | { kind: 'redeeming' } | { kind: 'failed'; message: string };

export function Component() {
  const [stage, setStage] = useState<Stage>(() => (typeof window !== 'undefined' && accessTokenOf(window.location.hash) ? { kind: 'redeeming' } : { kind: 'form' }));
  const redeemed = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The hash, followed as it changes: a link opened in a tab already on this page only changes it.
  const { hash } = useLocation();

  useEffect(() => {
    const token = accessTokenOf(hash);
    if (!token || redeemed.current === token) return;
    redeemed.current = token;
    setStage({ kind: 'redeeming' });
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    void redeemPasswordlessToken(token).then(
      (result) => {
        // A full load: the header and every query start again as the signed-in user.
        if (result.ok) leaveApp(result.redirectTo);
        else setStage({ kind: 'failed', message: result.message });
      },
      (error: unknown) => {
        reportError(error, 'passwordless callback');
        setStage({ kind: 'failed', message: 'The sign-in link could not be used.' });
      },
    );
  }, [hash]);

  useEffect(() => {
    if (stage.kind === 'sent' || stage.kind === 'failed') headingRef.current?.focus();
  }, [stage.kind]);

  return (
    <Box sx={{ maxWidth: 560 }}>
      <DocumentMeta title={stage.kind === 'sent' ? CONFIRMATION_TITLE : PASSWORDLESS_TITLE} />
      {stage.kind === 'redeeming' && (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Signing you in
          </Typography>
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Checking your sign-in link…</Typography>
          </Box>
        </>
      )}
      {stage.kind === 'failed' && (
        <>
          <Typography variant="h1" sx={{ mb: 2 }} tabIndex={-1} ref={headingRef}>
            This link cannot be used
          </Typography>
          <Alert severity="error" sx={{ mb: 2 }}>
            {stage.message}
          </Alert>
          <Button variant="contained" onClick={() => setStage({ kind: 'form' })}>
            Send a new link
          </Button>
        </>
      )}
      {stage.kind === 'sent' && (
        <>
          <Typography variant="h1" sx={{ mb: 2 }} tabIndex={-1} ref={headingRef}>
            {CONFIRMATION_TITLE}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            If {stage.email} has an account with us, we have sent it a link to sign in. The link works once, within 15 minutes.
          </Typography>
          <Link component={RouterLink} to={PASSWORDLESS_LANDING}>
            Go to your communication preferences
          </Link>
        </>
      )}
      {stage.kind === 'form' && (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {PASSWORDLESS_TITLE}
          </Typography>
          <Typography sx={{ mb: 3 }}>Enter your e-mail address and we will send you a link that signs you in, no password needed.</Typography>
          <PasswordlessRequestForm onSent={(email) => setStage({ kind: 'sent', email })} />
        </>
      )}
    </Box>
  );
}
