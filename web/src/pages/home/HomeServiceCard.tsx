// A research service or function on a home page: its name linking to its page, what it covers;
// on /myhome why it is offered.
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledCard } from '../../components/TitledCard';

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
    <TitledCard title={service.title} path={service.path} headingLevel="h3" reason={props.reason} testId="home-service">
      <Typography variant="body2">{service.description}</Typography>
    </TitledCard>
  );
}
