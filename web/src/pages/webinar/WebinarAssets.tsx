// A webinar's downloadable assets (spec 3 §2 "downloadable assets", §3 downloadableAssets): each with
// its type and size, a download button for a reader with access (the download is tracked where the
// file is served), and for anyone else what they need to get them.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatFileSize } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { fileDownload } from './downloadFile';

export const WebinarAssetsFragment = graphql(`
  fragment WebinarAssets_webinar on Webinar {
    id
    hasAccess
    downloadableAssets {
      id
      title
      url
      fileExtension
      fileSize
    }
  }
`);

export const assetLabel = (asset: { title: string; fileExtension: string; fileSize: number }) =>
  `Download ${asset.title} (${asset.fileExtension.toUpperCase()}, ${formatFileSize(asset.fileSize)})`;

export function WebinarAssets(props: { webinar: FragmentType<typeof WebinarAssetsFragment>; signedIn: boolean }) {
  const webinar = getFragmentData(WebinarAssetsFragment, props.webinar);
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (webinar.downloadableAssets.length === 0) return null;

  const download = async (asset: (typeof webinar.downloadableAssets)[number]) => {
    setError(null);
    setBusy(asset.id);
    try {
      await fileDownload.download(asset.url, asset);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        Downloads
      </Typography>
      {!webinar.hasAccess && (
        <Typography component="p" sx={{ mb: 1 }}>
          {props.signedIn ? 'These files are for subscribers and registered attendees.' : 'Log in to download these files.'}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {webinar.downloadableAssets.map((asset) => (
          <li key={asset.id}>
            {webinar.hasAccess ? (
              <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy === asset.id} onClick={() => download(asset)}>
                {assetLabel(asset)}
              </Button>
            ) : (
              <Typography component="span" color="text.secondary">
                {asset.title} ({asset.fileExtension.toUpperCase()}, {formatFileSize(asset.fileSize)})
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
