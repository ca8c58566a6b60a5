// /myhome: the greeting, the top recommendation, then each section the reader's signals fill.
// Sections that did not arrive (or came back empty) are not shown.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { AnalystCard } from '../analysts/AnalystCard';
import { WebinarListCard } from '../webinars/WebinarListCard';
import { HomeReportCard } from './HomeReportCard';
import { HomeReportSection } from './HomeReportSection';
import { HomeSection } from './HomeSection';
import { HomeServiceCard } from './HomeServiceCard';
import { DocumentMeta } from '../../app/DocumentMeta';

export const MY_HOME_TITLE = 'My Home';

// What the page is, for the browser's history, bookmarks and a link the reader shares.
const MY_HOME_DESCRIPTION = 'Your research home: reports, events and analysts chosen from what you follow, read and subscribe to, each with the reason it is there.';

export const MyHomePageFragment = graphql(`
  fragment MyHomePage_home on MyHome {
    banner { greeting functions }
    hero { reason { text } report { id ...HomeReportCard_report } }
    featured { ...HomeReportSection_item }
    topPeers { reason { text } webinar { id ...WebinarListCard_webinar } }
    researchServices { reason { text } service { id ...HomeServiceCard_service } }
    fromReading { ...HomeReportSection_item }
    recommendedEvent { reason { text } webinar { id ...WebinarListCard_webinar } }
    analysts { reason { text } analyst { id ...AnalystCard_analyst } }
  }
`);

type Reasoned = { reason: { text: string } };
const byWebinar = (item: { webinar: { id: string } }) => item.webinar.id;

export function MyHomePage(props: { home: FragmentType<typeof MyHomePageFragment> }) {
  const home = getFragmentData(MyHomePageFragment, props.home);
  const eventCard = (item: Reasoned & { webinar: Parameters<typeof WebinarListCard>[0]['webinar'] }) => (
    <WebinarListCard webinar={item.webinar} reason={item.reason.text} headingLevel="h3" />
  );
  return (
    <Box>
      <DocumentMeta title={MY_HOME_TITLE} description={MY_HOME_DESCRIPTION} />
      <Box component="header" sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {home.banner.greeting}
        </Typography>
        {home.banner.functions.length > 0 && <Typography color="text.secondary">Your functions: {home.banner.functions.join(', ')}</Typography>}
      </Box>
      {home.hero && (
        <Box component="section" aria-label="Top pick for you" sx={{ mb: 5 }}>
          <HomeReportCard report={home.hero.report} reason={home.hero.reason.text} headingLevel="h2" />
        </Box>
      )}
      <HomeReportSection id="featured" title="Featured Research" columns={4} items={home.featured} />
      <HomeSection id="top-peers" title="Top Peer Discussions" columns={5} items={home.topPeers} keyOf={byWebinar} render={eventCard} />
      <HomeSection
        id="research-services"
        title="Research Services"
        items={home.researchServices}
        keyOf={(item) => item.service.id}
        render={(item) => <HomeServiceCard service={item.service} reason={item.reason.text} />}
      />
      <HomeReportSection id="from-your-reading" title="From Your Reading" items={home.fromReading} />
      <HomeSection id="recommended-event" title="Recommended Event" columns={1} items={home.recommendedEvent && [home.recommendedEvent]} keyOf={byWebinar} render={eventCard} />
      <HomeSection
        id="analysts"
        title="Analysts"
        items={home.analysts}
        keyOf={(item) => item.analyst.id}
        render={(item) => <AnalystCard analyst={item.analyst} reason={item.reason.text} headingLevel="h3" />}
      />
    </Box>
  );
}
