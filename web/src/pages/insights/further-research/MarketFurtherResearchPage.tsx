// /insights/further-research/market-insights/{slug?} (spec 1 §2, the market form of further
// research): a market's research and webinars of one phase (Define, Apply, Accelerate in
// ?phase=), newest first, 10 at a time; the other markets one link away.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MARKET_INSIGHTS_SERVICES } from '@portal/domain';
import type { ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { DocumentMeta } from '../../../app/DocumentMeta';
import { graphql } from '../../../gql';
import type { MarketFurtherResearchPageQuery as PageData, MarketFurtherResearchPageQueryVariables } from '../../../gql/graphql';
import { InsightTabs } from '../InsightTabs';
import { PagedInsightList } from '../PagedInsightList';
import { FURTHER_RESEARCH_TITLE } from './FurtherResearchPage';
import { FURTHER_RESEARCH_HUB, marketFurtherResearchHref, marketPhaseTabs } from './furtherResearchLinks';

export const MarketFurtherResearchPageQuery = graphql(`
  query MarketFurtherResearchPage($input: AnalystRelationsInput!) {
    analystRelations(input: $input) {
      ...InsightPage_results
    }
  }
`);

export interface MarketFurtherResearchRoute {
  market: { slug: string; label: string };
  phase: { id: string; label: string };
}

export const marketFurtherResearchVariables = (route: MarketFurtherResearchRoute, page = 1): MarketFurtherResearchPageQueryVariables => ({
  input: { service: route.market.slug, phase: route.phase.id, page },
});

export const marketFurtherResearchTitle = (label: string) => `Market Insights Further Research: ${label}`;

export function MarketFurtherResearchHero({ route }: { route: MarketFurtherResearchRoute }) {
  const title = marketFurtherResearchTitle(route.market.label);
  return (
    <>
      <DocumentMeta title={`${title} (${route.phase.label})`} description={`${FURTHER_RESEARCH_TITLE} on ${route.market.label} markets: research and webinars of the ${route.phase.label} phase, newest first.`} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={FURTHER_RESEARCH_HUB}>
          {FURTHER_RESEARCH_TITLE}
        </Link>
        <Typography color="text.primary" aria-current="page">
          Market Insights: {route.market.label}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="nav" aria-label="Other markets" sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {MARKET_INSIGHTS_SERVICES.map((market) => (
          <Link
            key={market.slug}
            component={RouterLink}
            to={marketFurtherResearchHref(market.slug, route.phase.id)}
            aria-current={market.slug === route.market.slug ? 'page' : undefined}
            sx={{ fontWeight: market.slug === route.market.slug ? 700 : 400 }}
          >
            {market.label}
          </Link>
        ))}
        <Link component={RouterLink} to={`/markets/market-insights/${route.market.slug}`}>
          The {route.market.label} market insights landing
        </Link>
      </Box>
      <InsightTabs tabs={marketPhaseTabs(route.market.slug)} current={route.phase.id} label="Phase" />
    </>
  );
}

export function MarketFurtherResearchPage({ route, queryRef }: { route: MarketFurtherResearchRoute; queryRef: ListingQueryRef<PageData, MarketFurtherResearchPageQueryVariables> }) {
  return (
    <Box>
      <MarketFurtherResearchHero route={route} />
      <PagedInsightList
        queryRef={queryRef}
        select={(answer) => answer.analystRelations}
        variablesOf={(page) => marketFurtherResearchVariables(route, page)}
        label={`${route.phase.label} research on ${route.market.label} markets`}
        area="further research"
      />
    </Box>
  );
}
