// The All tab's analyst spotlight (spec 2 §4, page 1 only): the analysts matching the query, each
// with photo, name linking to the bio and title. search-graph sends none on other tabs and pages.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const AnalystSpotlightFragment = graphql(`
  fragment AnalystSpotlight_results on SearchResults {
    spotlight {
      id
      fullName
      title
      path
      image
      active
    }
  }
`);

export const ANALYST_SPOTLIGHT_HEADING = 'Analyst spotlight';

export function AnalystSpotlight(props: { results: FragmentType<typeof AnalystSpotlightFragment> }) {
  const { spotlight } = getFragmentData(AnalystSpotlightFragment, props.results);
  const headingId = useId();
  if (spotlight.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3, p: 2, bgcolor: 'grey.50', borderRadius: 1 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {ANALYST_SPOTLIGHT_HEADING}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {spotlight.map((analyst) => (
          <Box component="li" key={analyst.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {analyst.image && <Box component="img" src={analyst.image} alt="" width={48} height={48} sx={{ borderRadius: '50%' }} />}
            <div>
              {/* Spec 1 §4: an inactive analyst shows no link and no title. */}
              {analyst.active && analyst.path ? (
                <Link component={RouterLink} to={analyst.path} sx={{ fontWeight: 600 }}>
                  {analyst.fullName}
                </Link>
              ) : (
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {analyst.fullName}
                </Typography>
              )}
              {analyst.active && analyst.title && (
                <Typography variant="body2" color="text.secondary">
                  {analyst.title}
                </Typography>
              )}
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
