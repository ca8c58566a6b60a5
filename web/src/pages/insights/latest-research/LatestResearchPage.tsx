// /insights/latest-research/{tab} (spec 2 §2, §9): All, Reports, Tools, Webinars, Podcasts; 10 a
// page, newest first, only what the reader may open; 'Show more' appends the next page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { pageTitle, type LatestResearchTab } from '@portal/domain';
import { graphql } from '../../../gql';
import type { LatestResearchPageQuery as LatestResearchData } from '../../../gql/graphql';
import { InsightCardList } from '../InsightCardList';
import { InsightTabs } from '../InsightTabs';
import { LATEST_RESEARCH_TITLE, latestResearchTabs } from '../insightRoutes';
import { useMorePages } from '../useMorePages';

export const LatestResearchPageQuery = graphql(`
  query LatestResearchPage($input: LatestResearchInput!) {
    latestResearch(input: $input) {
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

type Results = LatestResearchData['latestResearch'];

export function LatestResearchHero({ tab }: { tab: LatestResearchTab }) {
  return (
    <>
      <title>{pageTitle(`${LATEST_RESEARCH_TITLE}: ${tab.label}`)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {LATEST_RESEARCH_TITLE}
      </Typography>
      <InsightTabs tabs={latestResearchTabs()} current={tab.slug} label="Research type" />
    </>
  );
}

export function LatestResearchPage({ tab, results }: { tab: LatestResearchTab; results: Results }) {
  const client = useApolloClient();
  const list = useMorePages(
    results,
    async (page) => {
      const { data } = await client.query({ query: LatestResearchPageQuery, variables: { input: { tab: tab.slug, page } }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No latest research in the answer');
      return data.latestResearch;
    },
    'latest research',
  );
  return (
    <Box>
      <LatestResearchHero tab={tab} />
      <InsightCardList
        label={`${LATEST_RESEARCH_TITLE}: ${tab.label}`}
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
