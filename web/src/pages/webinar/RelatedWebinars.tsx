// Related webinars (spec 3 §3): upcoming and on demand, each list left out when empty. The second
// variant of the page (a peer discussion's) fetches them separately only when the main response's
// related webinars are empty (spec 3 §4): the newest of the same kind from the listings instead.
import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { RelatedWebinarCard, type RelatedWebinarCardFragment } from './RelatedWebinarCard';

export const RelatedWebinarsFragment = graphql(`
  fragment RelatedWebinars_webinar on Webinar {
    id
    webinarType
    relatedWebinars {
      upcoming {
        id
        ...RelatedWebinarCard_webinar
      }
      ondemand {
        id
        ...RelatedWebinarCard_webinar
      }
    }
  }
`);

export const RelatedWebinarsFallbackQuery = graphql(`
  query RelatedWebinarsFallback($webinarType: String!) {
    upcoming: webinars(input: { type: "upcoming", webinarType: $webinarType }) {
      cards {
        id
        ...RelatedWebinarCard_webinar
      }
    }
    ondemand: webinars(input: { type: "ondemand", webinarType: $webinarType }) {
      cards {
        id
        ...RelatedWebinarCard_webinar
      }
    }
  }
`);

/** How many of each related list a webinar page shows (content-graph's RELATED_WEBINARS_SIZE). */
const RELATED_WEBINARS_SHOWN = 3;

type ListedWebinar = { id: string } & FragmentType<typeof RelatedWebinarCardFragment>;

function WebinarList({ title, webinars }: { title: string; webinars: readonly ListedWebinar[] }) {
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
            <RelatedWebinarCard webinar={webinar} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The listing's cards less the page's own webinar, as many as the main response would give. */
const others = (cards: readonly ListedWebinar[] | undefined, id: string) => (cards ?? []).filter((card) => card.id !== id).slice(0, RELATED_WEBINARS_SHOWN);

export function RelatedWebinars(props: { webinar: FragmentType<typeof RelatedWebinarsFragment>; secondVariant?: boolean }) {
  const { id, webinarType, relatedWebinars } = getFragmentData(RelatedWebinarsFragment, props.webinar);
  const empty = relatedWebinars.upcoming.length === 0 && relatedWebinars.ondemand.length === 0;
  const fallback = useQuery(RelatedWebinarsFallbackQuery, {
    variables: { webinarType: webinarType.toLowerCase() },
    skip: !(props.secondVariant && empty),
  });
  const upcoming = empty ? others(fallback.data?.upcoming.cards, id) : relatedWebinars.upcoming;
  const ondemand = empty ? others(fallback.data?.ondemand.cards, id) : relatedWebinars.ondemand;
  return (
    <>
      <WebinarList title="Upcoming related webinars" webinars={upcoming} />
      <WebinarList title="On-demand related webinars" webinars={ondemand} />
    </>
  );
}
