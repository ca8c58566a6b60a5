// The error page (spec 1 §2 "Error page"): 401/403 say there is no access, 404 that the page
// could not be found, anything else that there is a problem; the status and message sit in a
// collapsed debug area.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { DocumentMeta } from '../../app/DocumentMeta';
import { useHttpStatus } from '../../app/httpStatus';
import { LOGIN_PATH } from '../auth/serverRoutes';
import { saveRedirectCookie } from '../identity/redirectCookie';
import type { ErrorDescription } from './describeError';
import { ReportPurchaseOffer } from '../cart/ReportPurchaseOffer';
import { REPRINT_TOKEN_MESSAGES } from '@portal/domain';

export const NO_ACCESS_TITLE = 'You Do Not Have Access';
export const NO_ACCESS_TEXT = 'We are sorry. You do not have access to this provider content.';
export const NOT_FOUND_TITLE = 'This page could not be found';
export const PROBLEM_TEXT = "We're sorry. There's a problem with the page you're looking for.";

function isNoAccess(status: number): boolean {
  return status === 401 || status === 403;
}

function NoAccessContent() {
  // Always offered (a signed-in user without access may have another account); /login is the
  // gateway's, so the link loads the document. Spec 1 §2: the return target is the saved redirect
  // cookie (this page, saved on the way out), or /myhome.
  const location = useLocation();
  return (
    <>
      <Typography sx={{ mb: 3 }}>{NO_ACCESS_TEXT}</Typography>
      <ReportPurchaseOffer />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component={RouterLink}
          to={LOGIN_PATH}
          reloadDocument
          onClick={() => saveRedirectCookie(`${location.pathname}${location.search}`)}
          variant="contained"
        >
          Log in
        </Button>
        <Link component={RouterLink} to="/myhome">
          Return to Home
        </Link>
        <Link component={RouterLink} to="/contact-form?id=9">
          Contact Customer Support
        </Link>
      </Stack>
    </>
  );
}

function ProblemContent({ repeatText }: { repeatText: boolean }) {
  return (
    <>
      {repeatText && <Typography sx={{ mb: 2 }}>{PROBLEM_TEXT}</Typography>}
      <Typography>
        If you need help, contact{' '}
        <Link component={RouterLink} to="/contact-form?id=10">
          Customer Success Services
        </Link>
        .
      </Typography>
    </>
  );
}

function headingFor(status: number): string {
  if (isNoAccess(status)) return NO_ACCESS_TITLE;
  if (status === 404) return NOT_FOUND_TITLE;
  return PROBLEM_TEXT;
}

function documentTitleFor(status: number): string {
  if (isNoAccess(status) || status === 404) return headingFor(status);
  return 'Something went wrong';
}

export interface ErrorPageProps extends ErrorDescription {
  /**
   * The page is its route's own content (/error/error, /unauthorized), which answers 200; by
   * default the server's response carries `status`, so a crawler sees the 404 or 403.
   */
  ownRoute?: boolean;
}

export function ErrorPage({ status, message, ownRoute = false }: ErrorPageProps) {
  useHttpStatus(ownRoute ? 200 : status);
  const heading = headingFor(status);
  return (
    <Box sx={{ py: 4, maxWidth: 760 }}>
      <DocumentMeta title={documentTitleFor(status)} indexable={false} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {/* A reprint link that no longer opens the report says why, in the open (spec 1 §6 tokens). */}
      {isNoAccess(status) && REPRINT_TOKEN_MESSAGES.includes(message) && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {message}
        </Alert>
      )}
      {isNoAccess(status) ? <NoAccessContent /> : <ProblemContent repeatText={status === 404} />}
      <Box component="details" sx={{ mt: 4, color: 'text.secondary' }}>
        <summary>Technical details</summary>
        <Box component="dl" sx={{ '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
          <dt>Status</dt>
          <dd>{status}</dd>
          <dt>Message</dt>
          <dd>{message}</dd>
        </Box>
      </Box>
    </Box>
  );
}
