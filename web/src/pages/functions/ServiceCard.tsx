// One function or service of the listing (spec 3 §3 "Service listing item").
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { serviceHref } from './functionPath';

export const ServiceCardFragment = graphql(`
  fragment ServiceCard_service on Service {
    id
    title
    description
    category
    contentType
    contentURL
    isSubscribed
  }
`);

export function ServiceCard(props: { service: FragmentType<typeof ServiceCardFragment>; boldVisionRedesign: boolean }) {
  const service = getFragmentData(ServiceCardFragment, props.service);
  return (
    <Card variant="outlined" component="article" data-testid="service-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" variant="outlined" label={service.category} />
          {service.contentType === 'MarketsInsights' && <Chip size="small" variant="outlined" label="Market Insights" />}
          {service.isSubscribed && <Chip size="small" color="primary" label="Subscribed" />}
        </Stack>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={serviceHref(service.contentURL, props.boldVisionRedesign)}>
            {service.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
