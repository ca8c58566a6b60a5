// One analyst of the directory: photo, name linking to the bio page, title and topics. The
// directory lists externally active analysts only; should one be inactive, it shows no link and
// no title (spec 1 §4 "Content access").
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ReasonLabel } from '../../components/ReasonLabel';

export const AnalystCardFragment = graphql(`
  fragment AnalystCard_analyst on Analyst {
    id
    fullName
    title
    path
    image
    active
    topics
  }
`);

const PHOTO_SIZE = 72;

/** `headingLevel` fits the page's outline (h3 under a section's h2); `reason` says why a home page shows it. */
export function AnalystCard(props: { analyst: FragmentType<typeof AnalystCardFragment>; headingLevel?: 'h2' | 'h3'; reason?: string }) {
  const analyst = getFragmentData(AnalystCardFragment, props.analyst);
  const linked = analyst.active && analyst.path;
  return (
    <Box component="article" sx={{ display: 'flex', gap: 2, p: 2, height: '100%', border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
      {analyst.image ? (
        // The name beside it says who this is: the photo is decoration to a screen reader.
        <Box component="img" src={analyst.image} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} sx={{ borderRadius: '50%', flexShrink: 0 }} />
      ) : (
        <Box aria-hidden sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE, borderRadius: '50%', bgcolor: 'grey.300', flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <ReasonLabel text={props.reason} />
        <Typography variant="h3" component={props.headingLevel ?? 'h2'} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {linked ? (
            <Link component={RouterLink} to={analyst.path!}>
              {analyst.fullName}
            </Link>
          ) : (
            analyst.fullName
          )}
        </Typography>
        {linked && analyst.title && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {analyst.title}
          </Typography>
        )}
        {analyst.topics.length > 0 && (
          <Box component="ul" aria-label={`Topics of ${analyst.fullName}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {analyst.topics.map((topic) => (
              <Box component="li" key={topic} sx={{ fontSize: '0.8rem', px: 1, py: 0.25, borderRadius: 4, bgcolor: 'grey.100', color: 'text.primary' }}>
                {topic}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
