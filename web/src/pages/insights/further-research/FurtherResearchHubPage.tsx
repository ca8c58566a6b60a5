// /insights/further-research (spec 1 §2): where further research lives. By function: each function
// (and services page) the reader can see, whose priorities have research by phase; by market: the
// three markets of spec 2 §2, each with its research by phase.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MARKET_INSIGHTS_SERVICES, PHASE_TABS } from '@portal/domain';
import { DocumentMeta } from '../../../app/DocumentMeta';
import { LinkGrid } from '../../../components/LinkGrid';
import { graphql } from '../../../gql';
import type { FurtherResearchHubPageQuery as HubData } from '../../../gql/graphql';
import { FURTHER_RESEARCH_TITLE } from './FurtherResearchPage';
import { functionFurtherResearchHref, marketFurtherResearchHref } from './furtherResearchLinks';

export const FurtherResearchHubPageQuery = graphql(`
  query FurtherResearchHubPage {
    services {
      subscribed {
        id
        slug
        title
        description
        contentType
      }
      previewable {
        id
        slug
        title
        description
        contentType
      }
    }
  }
`);

const PHASES = PHASE_TABS.map((tab) => tab.label).join(', ');
export const FURTHER_RESEARCH_DESCRIPTION = `Research and webinars for each step of a priority, by phase: ${PHASES}. Find it by function or by market.`;

type Service = HubData['services']['subscribed'][number];

/** The functions and services pages, each once, in the listing's order (subscribed first). */
export function functionsOf(data: HubData | undefined): Service[] {
  if (!data) return [];
  const all = [...data.services.subscribed, ...data.services.previewable].filter((service) => service.contentType === 'Function');
  return all.filter((service, i) => all.findIndex((other) => other.slug === service.slug) === i);
}

export function FurtherResearchHubPage({ functions, failed }: { functions: Service[]; failed: boolean }) {
  return (
    <Box>
      <DocumentMeta title={FURTHER_RESEARCH_TITLE} description={FURTHER_RESEARCH_DESCRIPTION} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {FURTHER_RESEARCH_TITLE}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.15rem' }}>{FURTHER_RESEARCH_DESCRIPTION}</Typography>
      <Box component="section" aria-labelledby="by-function" sx={{ mb: 5 }}>
        <Typography variant="h2" id="by-function" sx={{ fontSize: '1.5rem', mb: 2 }}>
          By function
        </Typography>
        {failed ? (
          <Typography role="alert">The functions could not be loaded. Please try again later.</Typography>
        ) : (
          <LinkGrid label="Functions" items={functions.map((service) => ({ href: functionFurtherResearchHref(service.slug), title: service.title, description: service.description }))} />
        )}
      </Box>
      <Box component="section" aria-labelledby="by-market" sx={{ mb: 5 }}>
        <Typography variant="h2" id="by-market" sx={{ fontSize: '1.5rem', mb: 2 }}>
          By market
        </Typography>
        <LinkGrid
          label="Markets"
          items={MARKET_INSIGHTS_SERVICES.map((market) => ({
            href: marketFurtherResearchHref(market.slug),
            title: `Market Insights: ${market.label}`,
            description: `Research on ${market.label} markets for each phase: ${PHASES}.`,
          }))}
        />
      </Box>
    </Box>
  );
}
