// /insights/further-research/{slug} (spec 1 §2): a function's (or services page's) further
// research. Its priorities, each with its description and its research by phase (Define, Apply,
// Accelerate: the priority's own further research tabs, spec 2 §2).
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PHASE_TABS } from '@portal/domain';
import { DocumentMeta } from '../../../app/DocumentMeta';
import { graphql } from '../../../gql';
import type { FunctionFurtherResearchPageQuery as PageData } from '../../../gql/graphql';
import { FURTHER_RESEARCH_TITLE } from './FurtherResearchPage';
import { FURTHER_RESEARCH_HUB, priorityPhaseHref } from './furtherResearchLinks';

export const FunctionFurtherResearchPageQuery = graphql(`
  query FunctionFurtherResearchPage($slug: String!) {
    servicePage(slug: $slug) {
      id
      service {
        id
        title
        description
        contentURL
      }
      priorities {
        id
        label
        description
        path
      }
    }
  }
`);

type Page = NonNullable<PageData['servicePage']>;

export const functionFurtherResearchTitle = (title: string) => `${FURTHER_RESEARCH_TITLE}: ${title}`;

export function FunctionFurtherResearchPage({ page }: { page: Page }) {
  const { service, priorities } = page;
  const title = functionFurtherResearchTitle(service.title);
  return (
    <Box>
      <DocumentMeta title={title} description={`Further research on the priorities of ${service.title}, by phase. ${service.description}`} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={FURTHER_RESEARCH_HUB}>
          {FURTHER_RESEARCH_TITLE}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {service.title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{service.description}</Typography>
      <Typography sx={{ mb: 4 }}>
        <Link component={RouterLink} to={service.contentURL}>
          All of {service.title}
        </Link>
      </Typography>
      {priorities.length === 0 ? (
        <Typography role="status">No priorities have further research yet.</Typography>
      ) : (
        <Box component="ul" aria-label={`Priorities of ${service.title}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
          {priorities.map((priority) => (
            <Box component="li" key={priority.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 0.5 }}>
                <Link component={RouterLink} to={priority.path}>
                  {priority.label}
                </Link>
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {priority.description}
              </Typography>
              <Stack component="nav" aria-label={`Further research on ${priority.label}`} direction="row" spacing={3}>
                {PHASE_TABS.map((tab) => (
                  <Link key={tab.id} component={RouterLink} to={priorityPhaseHref(priority.path, tab.id)} aria-label={`${tab.label}: ${priority.label}`}>
                    {tab.label}
                  </Link>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
