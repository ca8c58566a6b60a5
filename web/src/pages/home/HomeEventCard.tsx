// An upcoming webinar or peer discussion on a home page, with why it is recommended on /myhome.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { WebinarCardDetails } from '../search/WebinarCardDetails';
import { ReasonLabel } from './ReasonLabel';

export const HomeEventCardFragment = graphql(`
  fragment HomeEventCard_webinar on Webinar {
    id
    title
    path
    ...WebinarCardDetails_webinar
  }
`);

export function HomeEventCard(props: { webinar: FragmentType<typeof HomeEventCardFragment>; reason?: string }) {
  const webinar = getFragmentData(HomeEventCardFragment, props.webinar);
  return (
    <Card variant="outlined" component="article" data-testid="home-event" sx={{ height: '100%' }}>
      <CardContent>
        <ReasonLabel text={props.reason} />
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={webinar.path}>
            {webinar.title}
          </Link>
        </Typography>
        <WebinarCardDetails webinar={webinar} />
      </CardContent>
    </Card>
  );
}
