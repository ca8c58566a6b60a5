// Analysts covering the same topics (spec 2 §3 related analysts), as the directory shows them.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { AnalystCard } from '../analysts/AnalystCard';
import { analystsHref } from '../analysts/analystsUrl';

export const RelatedAnalystsFragment = graphql(`
  fragment RelatedAnalysts_analyst on Analyst {
    topics
    relatedAnalysts(size: 4) {
      totalElements
      analysts {
        id
        ...AnalystCard_analyst
      }
    }
  }
`);

export function RelatedAnalysts(props: { analyst: FragmentType<typeof RelatedAnalystsFragment> }) {
  const { relatedAnalysts, topics } = getFragmentData(RelatedAnalystsFragment, props.analyst);
  const headingId = useId();
  if (relatedAnalysts.analysts.length === 0) return null;
  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        Related analysts
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {relatedAnalysts.analysts.map((analyst) => (
          <li key={analyst.id}>
            <AnalystCard analyst={analyst} />
          </li>
        ))}
      </Box>
      {relatedAnalysts.totalElements > relatedAnalysts.analysts.length && (
        <Typography sx={{ mt: 2 }}>
          {/* The directory ORs the values of one filter: the same analysts the profile ranks. */}
          <Link component={RouterLink} to={analystsHref({ query: '', filters: { industry: [], region: [], topic: topics }, page: 1, tab: null })}>
            More analysts on these topics
          </Link>
        </Typography>
      )}
    </Box>
  );
}
