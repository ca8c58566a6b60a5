// /my-account/following (spec 1 §2): the analysts and topics the signed-in user follows. An
// analyst unfollowed here stays listed with a Follow button until the page is left, so a slip
// is undone with one click.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { FollowingPageQuery } from '../../../gql/graphql';
import { loginHref } from '../../auth/serverRoutes';
import { AnalystListItem } from '../../report/AnalystListItem';
import { FollowedTopics } from './FollowedTopics';
import { TitledPage } from '../../../layout/TitledPage';

export const FOLLOWING_PATH = '/my-account/following';

type Viewer = NonNullable<FollowingPageQuery['viewer']>;

function FollowedAnalysts({ analysts }: { analysts: Viewer['followedAnalysts'] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Analysts
      </Typography>
      {analysts.length === 0 ? (
        <Typography>You are not following any analysts yet. Follow authors from their reports.</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {analysts.map((analyst) => (
            <AnalystListItem key={analyst.id} analyst={analyst} followable />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function FollowingPage({ viewer }: { viewer: FollowingPageQuery['viewer'] }) {
  return (
    <TitledPage title={'Following'} headingGap={3}>
      {viewer ? (
        <>
          <FollowedAnalysts analysts={viewer.followedAnalysts} />
          <FollowedTopics viewer={viewer} />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>Log in to see the analysts and topics you follow.</Typography>
          <Button component={RouterLink} to={loginHref(FOLLOWING_PATH)} reloadDocument variant="contained">
            Log in
          </Button>
        </>
      )}
    </TitledPage>
  );
}
