// /home for visitors: what the portal offers and a clear way in, then samples of what is inside.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { loginHref } from '../auth/serverRoutes';
import { AnalystCard } from '../analysts/AnalystCard';
import { WebinarListCard } from '../webinars/WebinarListCard';
import { HomeReportCard } from './HomeReportCard';
import { HomeSection } from './HomeSection';
import { HomeServiceCard } from './HomeServiceCard';
import { DocumentMeta } from '../../app/DocumentMeta';

export const HOME_HEADING = 'Research and advice for business and technology leaders';

export const VisitorHomePageFragment = graphql(`
  fragment VisitorHomePage_home on Home {
    latestResearch { id ...HomeReportCard_report }
    upcomingWebinars { id ...WebinarListCard_webinar }
    analysts { id ...AnalystCard_analyst }
    functions { id ...HomeServiceCard_service }
  }
`);

// What a search result or a shared link says of the portal.
const HOME_DESCRIPTION = 'Research, data and analyst guidance for business and technology leaders: reports, webinars, peer discussions and the analysts who wrote them.';

const OFFERS = [
  'Research reports, playbooks and data on the priorities of your function',
  'Webinars and peer discussions with our analysts',
  'Inquiry and guidance sessions with the analysts who wrote the research',
];

const byId = (item: { id: string }) => item.id;

export function VisitorHomePage(props: { home: FragmentType<typeof VisitorHomePageFragment> }) {
  const home = getFragmentData(VisitorHomePageFragment, props.home);
  return (
    <Box>
      <DocumentMeta title="Home" description={HOME_DESCRIPTION} />
      <Box component="header" sx={{ mb: 5 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {HOME_HEADING}
        </Typography>
        <Box component="ul" sx={{ pl: 3, mb: 3 }}>
          {OFFERS.map((offer) => (
            <Typography component="li" key={offer}>
              {offer}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {/* /login is the gateway's: a document load, back to the reader's own home afterwards. */}
          <Button variant="contained" href={loginHref('/myhome')}>
            Sign in
          </Button>
          <Button variant="outlined" component={RouterLink} to="/requestaquote">
            Request a quote
          </Button>
        </Box>
      </Box>
      <HomeSection id="latest-research" title="Latest Research" items={home.latestResearch} keyOf={byId} render={(report) => <HomeReportCard report={report} />} />
      <HomeSection
        id="upcoming-webinars"
        title="Upcoming Webinars"
        items={home.upcomingWebinars}
        keyOf={byId}
        render={(webinar) => <WebinarListCard webinar={webinar} headingLevel="h3" />}
      />
      <HomeSection id="analysts" title="Our Analysts" items={home.analysts} keyOf={byId} render={(analyst) => <AnalystCard analyst={analyst} headingLevel="h3" />} />
      <HomeSection id="functions" title="Research by Function" items={home.functions} keyOf={byId} render={(service) => <HomeServiceCard service={service} />} />
    </Box>
  );
}
