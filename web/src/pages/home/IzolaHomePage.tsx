// The alternative home (spec 1 §4: a reader whose session feature izola_home is on): assistant
// first. The question box leads; below it the reader's own picks (follows first, each saying why)
// and what their reading led to, the same /myhome sections and cards; then the way back to the
// standard home.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { DocumentMeta } from '../../app/DocumentMeta';
import { AskResearchBox } from './AskResearchBox';
import { HomeReportSection } from './HomeReportSection';
import { STANDARD_HOME_PATH } from './readerFeatures';

export const IZOLA_HOME_TITLE = 'Your Research Assistant Home';
export const STANDARD_HOME_LINK = 'Go to the standard home page';
// What the page is, for the browser's history, bookmarks and a link the reader shares.
const IZOLA_HOME_DESCRIPTION = 'Your research home, assistant first: ask about our research, then the reports chosen from what you follow, read and subscribe to.';

export const IzolaHomePageFragment = graphql(`
  fragment IzolaHomePage_home on MyHome {
    banner { greeting }
    hero { ...HomeReportSection_item }
    featured { ...HomeReportSection_item }
    fromReading { ...HomeReportSection_item }
  }
`);

export function IzolaHomePage(props: { home: FragmentType<typeof IzolaHomePageFragment> }) {
  const home = getFragmentData(IzolaHomePageFragment, props.home);
  // The hero is the first pick: here it joins the others in one section, under the question box.
  const picks = [...(home.hero ? [home.hero] : []), ...(home.featured ?? [])];
  return (
    <Box>
      <DocumentMeta title={IZOLA_HOME_TITLE} description={IZOLA_HOME_DESCRIPTION} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {home.banner.greeting}
      </Typography>
      <AskResearchBox />
      <HomeReportSection id="picked-for-you" title="Picked for You" columns={4} items={picks} />
      <HomeReportSection id="from-your-reading" title="From Your Reading" items={home.fromReading} />
      <Box component="nav" aria-label="Other home pages">
        <Link component={RouterLink} to={STANDARD_HOME_PATH}>
          {STANDARD_HOME_LINK}
        </Link>
      </Box>
    </Box>
  );
}
