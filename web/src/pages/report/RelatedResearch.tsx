// Links to related reports (search-graph picks 3: same function first, then shared priorities).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const RelatedResearchFragment = graphql(`
  fragment RelatedResearch_report on Report {
    relatedResearch {
      id
      title
      path
    }
  }
`);

export function RelatedResearch(props: { report: FragmentType<typeof RelatedResearchFragment> }) {
  const { relatedResearch } = getFragmentData(RelatedResearchFragment, props.report);
  const headingId = useId();
  if (relatedResearch.length === 0) return null;
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Related research
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ pl: 2.5, m: 0, '& li': { my: 1 } }}>
        {relatedResearch.map((report) => (
          <li key={report.id}>
            <Link component={RouterLink} to={report.path}>
              {report.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
