// An analyst on a home page: photo, name linking to the bio, title; on /myhome why they are shown.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ReasonLabel } from './ReasonLabel';

export const HomeAnalystCardFragment = graphql(`
  fragment HomeAnalystCard_analyst on Analyst {
    id
    fullName
    title
    path
    image
    active
  }
`);

const PHOTO_SIZE = 56;

export function HomeAnalystCard(props: { analyst: FragmentType<typeof HomeAnalystCardFragment>; reason?: string }) {
  const analyst = getFragmentData(HomeAnalystCardFragment, props.analyst);
  const linked = analyst.active && analyst.path;
  return (
    <Box component="article" data-testid="home-analyst" sx={{ display: 'flex', gap: 2, p: 2, height: '100%', border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
      {analyst.image ? (
        // The name beside it says who this is: the photo is decoration to a screen reader.
        <Box component="img" src={analyst.image} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} sx={{ borderRadius: '50%', flexShrink: 0 }} />
      ) : (
        <Box aria-hidden sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE, borderRadius: '50%', bgcolor: 'grey.300', flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <ReasonLabel text={props.reason} />
        <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
          {linked ? (
            <Link component={RouterLink} to={analyst.path!}>
              {analyst.fullName}
            </Link>
          ) : (
            analyst.fullName
          )}
        </Typography>
        {linked && analyst.title && (
          <Typography variant="body2" color="text.secondary">
            {analyst.title}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
