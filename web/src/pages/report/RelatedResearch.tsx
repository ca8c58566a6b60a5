// Related reports as cards with type, date and authors (search-graph picks 3: same function first,
// then shared priorities; content-graph resolves each Report).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { RelatedResearchCard } from './RelatedResearchCard';

export const RelatedResearchFragment = graphql(`
  fragment RelatedResearch_report on Report {
    relatedResearch {
      id
      ...RelatedResearchCard_report
    }
  }
`);

export function RelatedResearch(props: { report: FragmentType<typeof RelatedResearchFragment> }) {
  const { relatedResearch } = getFragmentData(RelatedResearchFragment, props.report);
  const headingId = useId();
  if (relatedResearch.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Related research
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {relatedResearch.map((report) => (
          <li key={report.id}>
            <RelatedResearchCard report={report} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
