// /researchshare/{resid?}/{ticket} (spec 1 §2; spec 3 §7 shares redeem): a share link. Its loader
// redeems the ticket as the signed-in reader and sends them to the report, where the courtesy
// view's notice says which report and until when. A visitor logs in first and comes back here. A
// ticket that is unknown, for another report than the link names, withdrawn, expired or used up
// is a page saying so in the service's words (the HTTP status 404 or 410); any other failure is
// logged (spec 3 §8) and said without its details.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useHttpStatus } from '../../app/httpStatus';
import { reportError } from '../../app/reportError';
import { apolloClientContext } from '../../app/routerContext';
import { isSignedIn } from '../../app/signedIn';
import { graphql } from '../../gql';
import { TitledPage } from '../../layout/TitledPage';
import { loginHref } from '../auth/serverRoutes';
import { describeError } from '../error/describeError';

export const RedeemResearchShareMutation = graphql(`
  mutation RedeemResearchShare($ticket: String!, $contentId: ID) {
    redeemResearchShare(ticket: $ticket, contentId: $contentId) {
      path
      report {
        id
        shareAccess
        courtesyView {
          expiresAt
        }
      }
    }
  }
`);

export const SHARE_REFUSED_TITLE = 'This share link cannot be opened';
export const SHARE_UNAVAILABLE_MESSAGE = 'Shared research cannot be opened right now. Please try again later.';

/** The statuses whose message is the service's own words to the reader (the domain's share messages). */
const TOLD = new Set([400, 404, 410]);

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!(await isSignedIn(context))) {
    const url = new URL(request.url);
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  const client = context.get(apolloClientContext);
  const { data, error } = await client
    .mutate({ mutation: RedeemResearchShareMutation, variables: { ticket: params.ticket ?? '', contentId: params.resid ?? null }, errorPolicy: 'all' })
    .catch((failure: unknown) => ({ data: undefined, error: failure }));
  const redeemed = data?.redeemResearchShare;
  if (redeemed) throw redirect(redeemed.path);
  const { status, message } = describeError(error);
  return TOLD.has(status) ? { status: status === 410 ? 410 : 404, message, failure: null } : { status, message: SHARE_UNAVAILABLE_MESSAGE, failure: error ?? null };
}

// Redeeming is a write: never run again just because something else on the page changed.
export const shouldRevalidate = () => false;

export function Component() {
  const { status, message, failure } = useLoaderData<typeof loader>();
  useHttpStatus(status);
  useEffect(() => {
    if (failure) reportError(failure, 'shares');
  }, [failure]);
  return (
    <TitledPage title={SHARE_REFUSED_TITLE} maxWidth={720}>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Link component={RouterLink} to="/myhome">
          Return to Home
        </Link>
        <Link component={RouterLink} to="/contact-form?id=9">
          Contact Customer Support
        </Link>
      </Stack>
    </TitledPage>
  );
}
