// A research service or function on a home page: its name linking to its page, what it covers;
// on /myhome why it is offered.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ReasonLabel } from '../../components/ReasonLabel';

export const HomeServiceCardFragment = graphql(`
  fragment HomeServiceCard_service on HomeService {
    id
    title
    description
    path
  }
`);

export function HomeServiceCard(props: { service: FragmentType<typeof HomeServiceCardFragment>; reason?: string }) {
  const service = getFragmentData(HomeServiceCardFragment, props.service);
  return (
    <Card variant="outlined" component="article" data-testid="home-service" sx={{ height: '100%' }}>
      <CardContent>
        <ReasonLabel text={props.reason} />
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={service.path}>
            {service.title}
          </Link>
        </Typography>
        <Typography variant="body2">{service.description}</Typography>
      </CardContent>
    </Card>
  );
}
