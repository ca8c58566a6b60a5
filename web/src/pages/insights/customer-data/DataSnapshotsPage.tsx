// /insights/customer-data-and-insights/{id?}/{tabId?} (spec 2 §2, §9): Business Buyer and
// Consumer data snapshots of the last 730 days, most relevant first, 9 at a time; the heading is
// the vision text, the tab label plus ', Customer Data & Insights'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { dataSnapshotVisionText, pageTitle } from '@portal/domain';
import { graphql } from '../../../gql';
import type { DataSnapshotsPageQuery as DataSnapshotsData } from '../../../gql/graphql';
import { InsightCardList } from '../InsightCardList';
import { InsightTabs } from '../InsightTabs';
import { snapshotTabs, type SnapshotRoute } from '../insightRoutes';
import { useMorePages } from '../useMorePages';

export const DataSnapshotsPageQuery = graphql(`
  query DataSnapshotsPage($input: DataSnapshotsInput!) {
    dataSnapshots(input: $input) {
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

type Results = DataSnapshotsData['dataSnapshots'];

export function DataSnapshotsHero({ route }: { route: SnapshotRoute }) {
  const vision = dataSnapshotVisionText(route.tab.label);
  return (
    <>
      <title>{pageTitle(vision)}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {vision}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Data snapshots from the last two years.
      </Typography>
      <InsightTabs tabs={snapshotTabs(route.id)} current={route.tab.id} label="Audience" />
    </>
  );
}

export function DataSnapshotsPage({ route, results }: { route: SnapshotRoute; results: Results }) {
  const client = useApolloClient();
  const list = useMorePages(
    results,
    async (page) => {
      const { data } = await client.query({ query: DataSnapshotsPageQuery, variables: { input: { tab: route.tab.id, page } }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No data snapshots in the answer');
      return data.dataSnapshots;
    },
    'data snapshots',
  );
  return (
    <Box>
      <DataSnapshotsHero route={route} />
      <InsightCardList
        label={`${route.tab.label} data snapshots`}
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
