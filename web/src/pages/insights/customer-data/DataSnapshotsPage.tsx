// /insights/customer-data-and-insights/{id?}/{tabId?} (spec 2 §2, §9): Business Buyer and
// Consumer data snapshots of the last 730 days, most relevant first, 9 at a time; the heading is
// the vision text, the tab label plus ', Customer Data & Insights'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dataSnapshotVisionText } from '@portal/domain';
import type { ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { graphql } from '../../../gql';
import type { DataSnapshotsPageQuery as DataSnapshotsData, DataSnapshotsPageQueryVariables } from '../../../gql/graphql';
import { InsightTabs } from '../InsightTabs';
import { snapshotTabs, type SnapshotRoute } from '../insightRoutes';
import { PagedInsightList } from '../PagedInsightList';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const DataSnapshotsPageQuery = graphql(`
  query DataSnapshotsPage($input: DataSnapshotsInput!) {
    dataSnapshots(input: $input) {
      ...InsightPage_results
    }
  }
`);

export const dataSnapshotsVariables = (route: SnapshotRoute, page = 1): DataSnapshotsPageQueryVariables => ({ input: { tab: route.tab.id, page } });

export function DataSnapshotsHero({ route }: { route: SnapshotRoute }) {
  const vision = dataSnapshotVisionText(route.tab.label);
  return (
    <>
      <DocumentMeta title={vision} />
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

export function DataSnapshotsPage({ route, queryRef }: { route: SnapshotRoute; queryRef: ListingQueryRef<DataSnapshotsData, DataSnapshotsPageQueryVariables> }) {
  return (
    <Box>
      <DataSnapshotsHero route={route} />
      <PagedInsightList
        queryRef={queryRef}
        select={(answer) => answer.dataSnapshots}
        variablesOf={(page) => dataSnapshotsVariables(route, page)}
        label={`${route.tab.label} data snapshots`}
        area="data snapshots"
      />
    </Box>
  );
}
