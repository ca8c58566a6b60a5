// The top of a profile: photo, name, title, follow and inquiry buttons, biography and the topics covered, each
// topic a search for it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FollowButton } from '../report/FollowButton';
import { freshSearchHref } from '../search/searchUrl';
import { DocumentMeta } from '../../app/DocumentMeta';

export const AnalystProfileHeroFragment = graphql(`
  fragment AnalystProfileHero_analyst on Analyst {
    id
    fullName
    title
    image
    bio
    topics
    ...FollowButton_analyst
  }
`);

const PHOTO_SIZE = 160;

export function AnalystProfileHero(props: { analyst: FragmentType<typeof AnalystProfileHeroFragment> }) {
  const analyst = getFragmentData(AnalystProfileHeroFragment, props.analyst);
  return (
    <Box component="header" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 4 }}>
      <DocumentMeta title={analyst.fullName} description={analyst.bio || `${analyst.fullName}, ${analyst.title}`} type="profile" />
      {analyst.image ? (
        <Box component="img" src={analyst.image} alt={`Photo of ${analyst.fullName}`} width={PHOTO_SIZE} height={PHOTO_SIZE} sx={{ borderRadius: '50%' }} />
      ) : (
        <Box aria-hidden sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE, borderRadius: '50%', bgcolor: 'grey.300' }} />
      )}
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          {analyst.fullName}
        </Typography>
        {analyst.title && (
          <Typography component="p" color="text.secondary" sx={{ mb: 2 }}>
            {analyst.title}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <FollowButton analyst={analyst} />
          {/* Spec 1 §3: the inquiry form preselects the analyst of the bio it was opened from. */}
          <Button component={RouterLink} to={`/inquiry?bioId=${encodeURIComponent(analyst.id)}`} size="small" variant="outlined">
            Ask {analyst.fullName}
          </Button>
        </Stack>
        {analyst.bio && (
          <Typography component="p" sx={{ mt: 2, maxWidth: '70ch' }}>
            {analyst.bio}
          </Typography>
        )}
        {analyst.topics.length > 0 && (
          <Box component="nav" aria-label="Topics covered" sx={{ mt: 2 }}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {analyst.topics.map((topic) => (
                <li key={topic}>
                  <Link component={RouterLink} to={freshSearchHref(topic)} sx={{ display: 'inline-block', px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'grey.100' }}>
                    {topic}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
