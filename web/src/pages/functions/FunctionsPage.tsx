// The functions listing (/functions; /services without the redesign): the viewer's subscribed
// functions and services, then the ones they can preview (spec 3 §6; protected ones they do not
// hold are left out by the graph).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { FunctionsPageQuery as FunctionsPageData } from '../../gql/graphql';
import { ServiceCard } from './ServiceCard';
import { PageHeading } from '../../components/PageHeading';

export const FunctionsPageQuery = graphql(`
  query FunctionsPage {
    services {
      subscribed {
        id
        ...ServiceCard_service
      }
      previewable {
        id
        ...ServiceCard_service
      }
    }
  }
`);

type Listing = FunctionsPageData['services'];

function Section({ id, title, intro, items, boldVisionRedesign }: { id: string; title: string; intro: string; items: Listing['subscribed']; boldVisionRedesign: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {items.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} boldVisionRedesign={boldVisionRedesign} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function FunctionsPage({ title, listing, boldVisionRedesign = false }: { title: string; listing: Listing; boldVisionRedesign?: boolean }) {
  const empty = listing.subscribed.length === 0 && listing.previewable.length === 0;
  return (
    <Box>
      <PageHeading title={title} mb={1} />
      <Typography sx={{ mb: 4 }} color="text.secondary">
        Research, benchmarks and guidance organised by the function you lead and its top priorities.
      </Typography>
      {empty && (
        <Alert severity="info" role="status">
          No functions are available to you yet.
        </Alert>
      )}
      {listing.subscribed.length > 0 && (
        <Section id="subscribed-functions" title="Your subscriptions" intro="The functions and services your subscription includes." items={listing.subscribed} boldVisionRedesign={boldVisionRedesign} />
      )}
      {listing.previewable.length > 0 && (
        <Section
          id="previewable-functions"
          title={listing.subscribed.length > 0 ? 'Explore more functions' : 'Preview our functions'}
          intro="Preview what each function offers."
          items={listing.previewable}
          boldVisionRedesign={boldVisionRedesign}
        />
      )}
    </Box>
  );
}
