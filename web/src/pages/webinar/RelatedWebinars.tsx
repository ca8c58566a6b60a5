// Related webinars (spec 3 §3): upcoming and on demand, each list left out when empty.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { WebinarListCard, type WebinarListCardFragment } from '../webinars/WebinarListCard';

export const RelatedWebinarsFragment = graphql(`
  fragment RelatedWebinars_webinar on Webinar {
    relatedWebinars {
      upcoming {
        id
        ...WebinarListCard_webinar
      }
      ondemand {
        id
        ...WebinarListCard_webinar
      }
    }
  }
`);

type ListedWebinar = { id: string } & FragmentType<typeof WebinarListCardFragment>;

function WebinarList({ title, webinars }: { title: string; webinars: ListedWebinar[] }) {
  const headingId = useId();
  if (webinars.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {webinars.map((webinar) => (
          <li key={webinar.id}>
            <WebinarListCard webinar={webinar} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function RelatedWebinars(props: { webinar: FragmentType<typeof RelatedWebinarsFragment> }) {
  const { relatedWebinars } = getFragmentData(RelatedWebinarsFragment, props.webinar);
  return (
    <>
      <WebinarList title="Upcoming related webinars" webinars={relatedWebinars.upcoming} />
      <WebinarList title="On-demand related webinars" webinars={relatedWebinars.ondemand} />
    </>
  );
}
