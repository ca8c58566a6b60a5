// /myhome: the greeting, the top recommendation, then each section the reader's signals fill.
// Sections that did not arrive (or came back empty) are not shown.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { HomeAnalystCard } from './HomeAnalystCard';
import { HomeEventCard } from './HomeEventCard';
import { HomeReportCard } from './HomeReportCard';
import { HomeSection } from './HomeSection';
import { HomeServiceCard } from './HomeServiceCard';

export const MY_HOME_TITLE = 'My Home';

export const MyHomePageFragment = graphql(`
  fragment MyHomePage_home on MyHome {
    banner { greeting functions }
    hero { reason { text } report { id ...HomeReportCard_report } }
    featured { reason { text } report { id ...HomeReportCard_report } }
    topPeers { reason { text } webinar { id ...HomeEventCard_webinar } }
    researchServices { reason { text } service { id ...HomeServiceCard_service } }
    fromReading { reason { text } report { id ...HomeReportCard_report } }
    recommendedEvent { reason { text } webinar { id ...HomeEventCard_webinar } }
    analysts { reason { text } analyst { id ...HomeAnalystCard_analyst } }
  }
`);

const filled = <T,>(list: readonly T[] | null | undefined): list is readonly T[] => Boolean(list && list.length > 0);

export function MyHomePage(props: { home: FragmentType<typeof MyHomePageFragment> }) {
  const home = getFragmentData(MyHomePageFragment, props.home);
  return (
    <Box>
      <title>{pageTitle(MY_HOME_TITLE)}</title>
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
      {filled(home.featured) && (
        <HomeSection id="featured" title="Featured Research" columns={4}>
          {home.featured.map((item) => <HomeReportCard key={item.report.id} report={item.report} reason={item.reason.text} />)}
        </HomeSection>
      )}
      {filled(home.topPeers) && (
        <HomeSection id="top-peers" title="Top Peer Discussions" columns={5}>
          {home.topPeers.map((item) => <HomeEventCard key={item.webinar.id} webinar={item.webinar} reason={item.reason.text} />)}
        </HomeSection>
      )}
      {filled(home.researchServices) && (
        <HomeSection id="research-services" title="Research Services">
          {home.researchServices.map((item) => <HomeServiceCard key={item.service.id} service={item.service} reason={item.reason.text} />)}
        </HomeSection>
      )}
      {filled(home.fromReading) && (
        <HomeSection id="from-your-reading" title="From Your Reading">
          {home.fromReading.map((item) => <HomeReportCard key={item.report.id} report={item.report} reason={item.reason.text} />)}
        </HomeSection>
      )}
      {home.recommendedEvent && (
        <HomeSection id="recommended-event" title="Recommended Event" columns={1}>
          {[<HomeEventCard key={home.recommendedEvent.webinar.id} webinar={home.recommendedEvent.webinar} reason={home.recommendedEvent.reason.text} />]}
        </HomeSection>
      )}
      {filled(home.analysts) && (
        <HomeSection id="analysts" title="Analysts">
          {home.analysts.map((item) => <HomeAnalystCard key={item.analyst.id} analyst={item.analyst} reason={item.reason.text} />)}
        </HomeSection>
      )}
    </Box>
  );
}
