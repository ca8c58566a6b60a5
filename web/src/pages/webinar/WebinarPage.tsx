// A webinar or peer discussion (spec 3 "Webinar page"): what and when, who hosts it, the primary
// action (register), and related webinars, upcoming and on demand.
import Box from '@mui/material/Box';
import type { WebinarPageQuery } from '../../gql/graphql';
import { RelatedWebinars } from './RelatedWebinars';
import { WebinarHero } from './WebinarHero';
import { WebinarRegistration } from './WebinarRegistration';

export function WebinarPage({ webinar, viewer }: { webinar: NonNullable<WebinarPageQuery['webinar']>; viewer: WebinarPageQuery['viewer'] | null }) {
  return (
    <Box component="article">
      <WebinarHero webinar={webinar}>
        <WebinarRegistration webinar={webinar} viewer={viewer} />
      </WebinarHero>
      <RelatedWebinars webinar={webinar} />
    </Box>
  );
}
