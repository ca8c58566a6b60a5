// "Create share link" for a reader whose subscription reads the report (shareAccess): one
// mutation makes a ticket for this report only; its link is shown this once, to copy or to send
// by e-mail with what it grants (this report, for how long, until when, to how many readers).
// The creator may withdraw it at once. Failures are logged, the reader told, and loading cleared
// (spec 3 §8).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration, formatShareTime, shareMailto } from '@portal/domain';
import { reportError } from '../../../app/reportError';
import { useSiteOrigin } from '../../../app/siteOrigin';
import { graphql } from '../../../gql';
import { useToast } from '../../../layout/toast';
import { ReadOnlyField } from '../../../components/ReadOnlyField';

export const CreateResearchShareMutation = graphql(`
  mutation CreateResearchShare($contentId: ID!) {
    createResearchShare(contentId: $contentId) {
      sharePath
      courtesySeconds
      maxReaders
      share {
        id
        expiresAt
      }
    }
  }
`);

export const RevokeResearchShareMutation = graphql(`
  mutation RevokeResearchShare($id: ID!) {
    revokeResearchShare(id: $id) {
      id
      status
    }
  }
`);

export const CREATE_SHARE_LINK = 'Create share link';
export const SHARE_LINK_LABEL = 'Share link';
export const SHARE_CREATE_FAILED = 'Could not create a share link. Please try again.';
export const SHARE_REVOKE_FAILED = 'Could not withdraw the share link. Please try again.';
export const SHARE_REVOKED = 'The share link was withdrawn: it no longer opens the report.';

interface Created {
  id: string;
  url: string;
  expiresAt: string;
  courtesySeconds: number;
  maxReaders: number;
}

export function shareLimitsText({ expiresAt, courtesySeconds, maxReaders }: Omit<Created, 'id' | 'url'>): string {
  return `Anyone you send it to can log in and read this report, and only this report, for ${formatDuration(courtesySeconds)} after opening it. The link works until ${formatShareTime(expiresAt)}, for up to ${maxReaders} readers.`;
}

export function ShareLinkPanel({ contentId, title }: { contentId: string; title: string }) {
  const origin = useSiteOrigin();
  const toast = useToast();
  const [create, { loading: creating }] = useMutation(CreateResearchShareMutation);
  const [revoke, { loading: revoking }] = useMutation(RevokeResearchShareMutation);
  const [created, setCreated] = useState<Created | null>(null);
  const [status, setStatus] = useState('');

  const onCreate = async () => {
    setStatus('');
    try {
      const { data } = await create({ variables: { contentId } });
      const made = data!.createResearchShare;
      setCreated({ id: made.share.id, url: `${origin}${made.sharePath}`, expiresAt: made.share.expiresAt, courtesySeconds: made.courtesySeconds, maxReaders: made.maxReaders });
    } catch (error) {
      reportError(error, 'shares');
      toast.set({ message: SHARE_CREATE_FAILED, severity: 'error' });
    }
  };

  const onRevoke = async () => {
    if (!created) return;
    try {
      await revoke({ variables: { id: created.id } });
      setCreated(null);
      setStatus(SHARE_REVOKED);
    } catch (error) {
      reportError(error, 'shares');
      toast.set({ message: SHARE_REVOKE_FAILED, severity: 'error' });
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setStatus('Link copied.');
    } catch {
      // No clipboard (permissions, an old browser): the field is selectable.
      setStatus('Select the link and copy it.');
    }
  };

  return (
    <Box>
      {created ? (
        <Stack spacing={1.5}>
          <ReadOnlyField label={SHARE_LINK_LABEL} value={created.url} helperText={shareLimitsText(created)} onFocus={(event) => event.target.select()} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => void copy()}>
              Copy link
            </Button>
            <Button size="small" variant="outlined" href={shareMailto('report', title, created.url, { linkExpiresAt: created.expiresAt, courtesySeconds: created.courtesySeconds })}>
              Email share link
            </Button>
            <Button size="small" color="error" onClick={() => void onRevoke()} disabled={revoking}>
              Withdraw link
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button size="small" variant="outlined" onClick={() => void onCreate()} disabled={creating}>
          {CREATE_SHARE_LINK}
        </Button>
      )}
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Box>
  );
}
