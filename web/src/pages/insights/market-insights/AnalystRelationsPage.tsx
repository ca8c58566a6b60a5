// Analyst relations research of a market (spec 2 §2, §7): Define, Apply and Accelerate tabs, each
// the market's research and webinars of that phase, newest first, 10 at a time.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { graphql } from '../../../gql';
import type { AnalystRelationsPageQuery as AnalystRelationsData, AnalystRelationsPageQueryVariables } from '../../../gql/graphql';
import { InsightTabs } from '../InsightTabs';
import { phaseTabs } from '../insightRoutes';
import { PagedInsightList } from '../PagedInsightList';
import { MarketBreadcrumbs } from './MarketBreadcrumbs';
import type { MarketRoute } from './marketRoute';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const ANALYST_RELATIONS_TITLE = 'Analyst Relations';

export const AnalystRelationsPageQuery = graphql(`
  query AnalystRelationsPage($input: AnalystRelationsInput!) {
    analystRelations(input: $input) {
      ...InsightPage_results
    }
  }
`);

export interface Phase {
  id: string;
  label: string;
}

export const analystRelationsVariables = (route: MarketRoute, phase: Phase, page = 1): AnalystRelationsPageQueryVariables => ({
  input: { service: route.slug, phase: phase.id, page },
});

export function AnalystRelationsHero({ route, phase }: { route: MarketRoute; phase: Phase }) {
  return (
    <>
      <DocumentMeta title={`${ANALYST_RELATIONS_TITLE}: ${phase.label} | ${route.title}`} />
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

interface AnalystRelationsPageProps {
  route: MarketRoute;
  phase: Phase;
  queryRef: ListingQueryRef<AnalystRelationsData, AnalystRelationsPageQueryVariables>;
}

export function AnalystRelationsPage({ route, phase, queryRef }: AnalystRelationsPageProps) {
  return (
    <Box>
      <AnalystRelationsHero route={route} phase={phase} />
      <PagedInsightList
        queryRef={queryRef}
        select={(answer) => answer.analystRelations}
        variablesOf={(page) => analystRelationsVariables(route, phase, page)}
        label={`${phase.label} research`}
        area="analyst relations"
      />
    </Box>
  );
}
