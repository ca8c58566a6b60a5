// A reprint user's reprint and preview links (content-graph reprintLinks), revoked with
// revokeReprintLink (the answer's new status updates the row in the cache by id). Asked only when the
// viewer is a reprint user, and from the network: links are issued on report pages.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, getFragmentData } from '../../../gql';
import { LinksTable } from './LinksTable';
import { dateText, statusText } from './linkStatus';

export const ReprintLinksSectionFragment = graphql(`
  fragment ReprintLinksSection_link on ListedReprintLink {
    id
    title
    path
    kind
    createdAt
    expiresAt
    status
  }
`);

const ReprintLinksQuery = graphql(`
  query ReprintLinks {
    reprintLinks {
      id
      ...ReprintLinksSection_link
    }
  }
`);

const RevokeReprintLinkMutation = graphql(`
  mutation RevokeReprintLink($id: ID!) {
    revokeReprintLink(id: $id) {
      id
      ...ReprintLinksSection_link
    }
  }
`);

const HEADING_ID = 'reprint-links-heading';
const KIND_TEXT: Record<string, string> = { REPRINTS: 'Reprint', PREVIEW: 'Preview' };

export function ReprintLinksSection() {
  // Asked of the network each time, drawn first from the cache: the server's render filled it for
  // this reader, and the page hydrates showing what the server drew rather than a spinner.
  const { data, loading, error } = useQuery(ReprintLinksQuery, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeReprintLinkMutation);
  const links = getFragmentData(ReprintLinksSectionFragment, data?.reprintLinks ?? []);
  return (
    <Box component="section" aria-labelledby={HEADING_ID} aria-busy={loading} sx={{ mb: 4 }}>
      <Typography variant="h2" id={HEADING_ID} sx={{ mb: 1.5 }}>
        Reprint links
      </Typography>
      {loading && !data ? (
        <CircularProgress aria-label="Loading reprint links" size={24} />
      ) : error && !data ? (
        <Alert severity="error">Your reprint links could not be loaded. Try again later.</Alert>
      ) : links.length === 0 ? (
        <Typography>You have not issued a reprint link yet. Issue one from a report's page.</Typography>
      ) : (
        <LinksTable
          labelledBy={HEADING_ID}
          noun="reprint link"
          columns={['Kind', 'Created', 'Expires', 'Status']}
          rows={links.map((link) => ({
            id: link.id,
            title: link.title,
            path: link.path,
            values: [KIND_TEXT[link.kind] ?? link.kind, dateText(link.createdAt), dateText(link.expiresAt), statusText(link.status)],
            revocable: link.status === 'active',
          }))}
          onRevoke={(id) => revoke({ variables: { id } })}
        />
      )}
    </Box>
  );
}
