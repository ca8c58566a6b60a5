// Analyst relations research of a market (spec 2 §2, §7): Define, Apply and Accelerate tabs, each
// the market's research and webinars of that phase, newest first, 10 at a time.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { pageTitle } from '@portal/domain';
import { graphql } from '../../../gql';
import type { AnalystRelationsPageQuery as AnalystRelationsData } from '../../../gql/graphql';
import { InsightCardList } from '../InsightCardList';
import { InsightTabs } from '../InsightTabs';
import { phaseTabs } from '../insightRoutes';
import { useMorePages } from '../useMorePages';
import { MarketBreadcrumbs } from './MarketBreadcrumbs';
import type { MarketRoute } from './marketRoute';

export const ANALYST_RELATIONS_TITLE = 'Analyst Relations';

export const AnalystRelationsPageQuery = graphql(`
  query AnalystRelationsPage($input: AnalystRelationsInput!) {
    analystRelations(input: $input) {
      page
      totalPages
      itemsTotal
      loadMore
      cards {
        contentId
        ...SearchResultCard_card
      }
    }
  }
`);

type Results = AnalystRelationsData['analystRelations'];

export interface Phase {
  id: string;
  label: string;
}

export function AnalystRelationsHero({ route, phase }: { route: MarketRoute; phase: Phase }) {
  return (
    <>
      <title>{pageTitle(`${ANALYST_RELATIONS_TITLE}: ${phase.label} | ${route.title}`)}</title>
      <MarketBreadcrumbs route={route} current={ANALYST_RELATIONS_TITLE} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {ANALYST_RELATIONS_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {route.title}
      </Typography>
      <InsightTabs tabs={phaseTabs(route.landingHref)} current={phase.id} label="Phase" />
    </>
  );
}

export function AnalystRelationsPage({ route, phase, results }: { route: MarketRoute; phase: Phase; results: Results }) {
  const client = useApolloClient();
  const list = useMorePages(
    results,
    async (page) => {
      const { data } = await client.query({
        query: AnalystRelationsPageQuery,
        variables: { input: { service: route.slug, phase: phase.id, page } },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No analyst relations research in the answer');
      return data.analystRelations;
    },
    'analyst relations',
  );
  return (
    <Box>
      <AnalystRelationsHero route={route} phase={phase} />
      <InsightCardList
        label={`${phase.label} research`}
        cards={list.cards}
        itemsTotal={list.itemsTotal}
        loadMore={list.loadMore}
        loadingMore={list.loading}
        failed={list.failed}
        onShowMore={list.showMore}
      />
    </Box>
  );
}
