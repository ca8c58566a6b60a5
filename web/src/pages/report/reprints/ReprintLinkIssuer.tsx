// Reprint users (spec 1 §3 isReprintUser, §6: experience REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or
// REPRINTS:SALES) issue from the report page a reprints link (a customer's reprint licence) or a
// preview link for this one report; the link is shown once, to copy and send. Everyone else sees
// nothing here: the viewer query says who is a reprint user, and research-service refuses anyone else.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@portal/domain';
import { graphql } from '../../../gql';
import type { ReprintLinkKind } from '../../../gql/graphql';
import { reportError } from '../../../app/reportError';
import { useSiteOrigin } from '../../../app/siteOrigin';
import { ReadOnlyField } from '../../../components/ReadOnlyField';

export const REPRINT_LINKS_HEADING = 'Reprint links';
export const CREATE_REPRINT_LINK = 'Create reprint link';
export const CREATE_PREVIEW_LINK = 'Create preview link';
export const ISSUED_LINK_LABEL = 'Link to send';
export const ISSUE_FAILED_TEXT = 'The link could not be created. Try again.';

export const ReprintUserQuery = graphql(`
  query ReprintUser {
    viewer {
      id
      isReprintUser
    }
  }
`);

export const IssueReprintLinkMutation = graphql(`
  mutation IssueReprintLink($contentId: ID!, $kind: ReprintLinkKind!) {
    issueReprintLink(contentId: $contentId, kind: $kind) {
      id
      kind
      path
      expiresAt
    }
  }
`);

function Issuer({ contentId }: { contentId: string }) {
  const [issue, { data, loading, error }] = useMutation(IssueReprintLinkMutation);
  const [asked, setAsked] = useState<ReprintLinkKind | null>(null);
  const create = (kind: ReprintLinkKind) => {
    setAsked(kind);
    issue({ variables: { contentId, kind } }).catch((failure: unknown) => reportError(failure, 'reprint-link'));
  };
  const link = data?.issueReprintLink;
  const origin = useSiteOrigin();
  return (
    <Box component="section" aria-labelledby="reprint-links-heading" sx={{ my: 3 }}>
      <Typography component="h2" variant="h5" id="reprint-links-heading" sx={{ mb: 1 }}>
        {REPRINT_LINKS_HEADING}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => create('REPRINTS')} loading={loading && asked === 'REPRINTS'}>
          {CREATE_REPRINT_LINK}
        </Button>
        <Button variant="outlined" onClick={() => create('PREVIEW')} loading={loading && asked === 'PREVIEW'}>
          {CREATE_PREVIEW_LINK}
        </Button>
      </Stack>
      <Box role="status">
        {error && <Alert severity="error">{ISSUE_FAILED_TEXT}</Alert>}
        {link && (
          <>
            <ReadOnlyField label={ISSUED_LINK_LABEL} value={`${origin}${link.path}`} sx={{ mt: 1 }} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {link.kind === 'PREVIEW' ? 'Preview link' : 'Reprint link'}: opens this report, and only this report, until {formatLongDate(link.expiresAt.slice(0, 10))}.
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

export function ReprintLinkIssuer({ contentId }: { contentId: string }) {
  const { data } = useQuery(ReprintUserQuery, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  if (!data?.viewer?.isReprintUser) return null;
  return <Issuer contentId={contentId} />;
}
