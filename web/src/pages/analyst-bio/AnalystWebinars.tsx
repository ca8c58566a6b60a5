// Upcoming webinars the analyst hosts; the section is left out when there are none.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { WebinarListCard } from '../webinars/WebinarListCard';

export const AnalystWebinarsFragment = graphql(`
  fragment AnalystWebinars_analyst on Analyst {
    upcomingWebinars(size: 3) {
      id
      ...WebinarListCard_webinar
    }
  }
`);

export function AnalystWebinars(props: { analyst: FragmentType<typeof AnalystWebinarsFragment> }) {
  const { upcomingWebinars } = getFragmentData(AnalystWebinarsFragment, props.analyst);
  const headingId = useId();
  if (upcomingWebinars.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        Upcoming webinars
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {upcomingWebinars.map((webinar) => (
          <li key={webinar.id}>
            <WebinarListCard webinar={webinar} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
