// /insights/latest-research/{tab} (spec 2 §2, §9): All, Reports, Tools, Webinars, Podcasts; 10 a
// page, newest first, only what the reader may open; 'Show more' appends the next page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { type LatestResearchTab } from '@portal/domain';
import { graphql } from '../../../gql';
import type { LatestResearchPageQuery as LatestResearchData, LatestResearchPageQueryVariables } from '../../../gql/graphql';
import { InsightTabs } from '../InsightTabs';
import { LATEST_RESEARCH_TITLE, latestResearchTabs } from '../insightRoutes';
import { PagedInsightList } from '../PagedInsightList';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const LatestResearchPageQuery = graphql(`
  query LatestResearchPage($input: LatestResearchInput!) {
    latestResearch(input: $input) {
      ...InsightPage_results
    }
  }
`);

export const latestResearchVariables = (tab: LatestResearchTab, page = 1): LatestResearchPageQueryVariables => ({ input: { tab: tab.slug, page } });

export function LatestResearchHero({ tab }: { tab: LatestResearchTab }) {
  return (
    <>
      <DocumentMeta title={`${LATEST_RESEARCH_TITLE}: ${tab.label}`} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {LATEST_RESEARCH_TITLE}
      </Typography>
      <InsightTabs tabs={latestResearchTabs()} current={tab.slug} label="Research type" />
    </>
  );
}

export function LatestResearchPage({ tab, queryRef }: { tab: LatestResearchTab; queryRef: ListingQueryRef<LatestResearchData, LatestResearchPageQueryVariables> }) {
  return (
    <Box>
      <LatestResearchHero tab={tab} />
      <PagedInsightList
        queryRef={queryRef}
        select={(answer) => answer.latestResearch}
        variablesOf={(page) => latestResearchVariables(tab, page)}
        label={`${LATEST_RESEARCH_TITLE}: ${tab.label}`}
        area="latest research"
      />
    </Box>
  );
}
