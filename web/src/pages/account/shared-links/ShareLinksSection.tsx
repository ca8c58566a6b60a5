// The reader's share links (account-graph viewer.researchShares), revoked with revokeResearchShare:
// the answer carries the share's new status, which updates its row in the cache by id.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { LinksTable } from './LinksTable';
import { dateText, statusText } from './linkStatus';

export const ShareLinksSectionFragment = graphql(`
  fragment ShareLinksSection_share on ResearchShare {
    id
    title
    path
    createdAt
    expiresAt
    status
    readers
  }
`);

const RevokeShareLinkMutation = graphql(`
  mutation RevokeShareLink($id: ID!) {
    revokeResearchShare(id: $id) {
      id
      ...ShareLinksSection_share
    }
  }
`);

const HEADING_ID = 'share-links-heading';

export function ShareLinksSection(props: { shares: FragmentType<typeof ShareLinksSectionFragment>[] }) {
  const shares = getFragmentData(ShareLinksSectionFragment, props.shares);
  const [revoke] = useMutation(RevokeShareLinkMutation);
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mb: 4 }}>
      <Typography variant="h2" id={HEADING_ID} sx={{ mb: 1.5 }}>
        Share links
      </Typography>
      {shares.length === 0 ? (
        <Typography>You have not shared a report yet. Share one from its page.</Typography>
      ) : (
        <LinksTable
          labelledBy={HEADING_ID}
          noun="share link"
          columns={['Created', 'Expires', 'Status', 'Readers']}
          rows={shares.map((share) => ({
            id: share.id,
            title: share.title,
            path: share.path,
            values: [dateText(share.createdAt), dateText(share.expiresAt), statusText(share.status), String(share.readers)],
            revocable: share.status === 'active',
          }))}
          onRevoke={(id) => revoke({ variables: { id } })}
        />
      )}
    </Box>
  );
}
