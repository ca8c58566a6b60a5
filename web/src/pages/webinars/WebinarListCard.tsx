// One webinar or peer discussion of a listing: its title, the spec 1 §4 label, New York date and
// time, and its hosts (the details are the search card's, so both say the same).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { WebinarCardDetails } from '../search/WebinarCardDetails';
import { ReasonLabel } from '../../components/ReasonLabel';

export const WebinarListCardFragment = graphql(`
  fragment WebinarListCard_webinar on Webinar {
    id
    title
    path
    ...WebinarCardDetails_webinar
  }
`);

/** `headingLevel` fits the page's outline (h3 under a section's h2); `reason` says why a home page shows it. */
export function WebinarListCard(props: { webinar: FragmentType<typeof WebinarListCardFragment>; headingLevel?: 'h2' | 'h3'; reason?: string }) {
  const webinar = getFragmentData(WebinarListCardFragment, props.webinar);
  return (
    <Card variant="outlined" component="article" data-testid="webinar-card" sx={{ height: '100%' }}>
      <CardContent>
        <ReasonLabel text={props.reason} />
        <Typography variant="h3" component={props.headingLevel ?? 'h2'} sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={webinar.path}>
            {webinar.title}
          </Link>
        </Typography>
        <WebinarCardDetails webinar={webinar} />
      </CardContent>
    </Card>
  );
}
