// /external?url=...: the interstitial for links that leave the portal. It names the destination's
// host, links to it and waits for the reader: no automatic redirect (see externalUrl.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BRAND } from '@portal/domain';
import { TitledPage } from '../../layout/TitledPage';
import { externalDestination } from './externalUrl';

export const EXTERNAL_TITLE = `You Are Leaving ${BRAND}`;

function HomeLink() {
  return (
    <Link component={RouterLink} to="/myhome">
      Return to Home
    </Link>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const destination = externalDestination(params.get('url'));
  return (
    <TitledPage title={EXTERNAL_TITLE} maxWidth={760}>
      {/* The page is only a step on the way: it has nothing for a search engine. */}
      <meta name="robots" content="noindex" />
      {destination.kind === 'valid' ? (
        <>
          <Typography sx={{ mb: 2 }}>This link goes to a site outside the portal. {BRAND} is not responsible for its content.</Typography>
          <Box sx={{ p: 2, mb: 3, border: 1, borderColor: 'grey.400', borderRadius: 1 }}>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>Destination</Typography>
            <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="external-host">
              {destination.host}
            </Typography>
            <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{destination.href}</Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="contained" href={destination.href} rel="noopener noreferrer nofollow">
              Continue to {destination.host}
            </Button>
            <HomeLink />
          </Stack>
        </>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 3 }}>
            {destination.kind === 'missing' ? 'This link does not say where it goes, so there is nothing to open.' : `This link cannot be opened. ${destination.reason}`}
          </Alert>
          <HomeLink />
        </>
      )}
    </TitledPage>
  );
}
