// The analyst's recent research: the newest reports they wrote or contributed to that the reader
// may open.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const AnalystResearchFragment = graphql(`
  fragment AnalystResearch_analyst on Analyst {
    fullName
    recentResearch(size: 6) {
      id
      title
      path
      summary
      ipType
      publishedDate
    }
  }
`);

export function AnalystResearch(props: { analyst: FragmentType<typeof AnalystResearchFragment> }) {
  const analyst = getFragmentData(AnalystResearchFragment, props.analyst);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        Recent research
      </Typography>
      {analyst.recentResearch.length === 0 ? (
        <Typography>No research by {analyst.fullName} is available to you yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {analyst.recentResearch.map((report) => (
            <Box component="li" key={report.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'grey.200' }}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                <Link component={RouterLink} to={report.path}>
                  {report.title}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {report.ipType} · <time dateTime={report.publishedDate}>{formatLongDate(report.publishedDate)}</time>
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {report.summary}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
