// Further research of a priority (spec 2 §2): Define, Apply and Accelerate tabs, each the
// priority's research and webinars of that phase, newest first, 10 at a time.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { pageTitle } from '@portal/domain';
import { graphql } from '../../../gql';
import type { FurtherResearchPageQuery as FurtherResearchData } from '../../../gql/graphql';
import { InsightCardList } from '../InsightCardList';
import { InsightTabs } from '../InsightTabs';
import { useMorePages } from '../useMorePages';
import { furtherResearchTabs, type FurtherResearchRoute } from './furtherResearchRoute';

export const FURTHER_RESEARCH_TITLE = 'Further Research';

export const FurtherResearchPageQuery = graphql(`
  query FurtherResearchPage($id: ID!, $input: PriorityResearchInput!) {
    priority(id: $id) {
      id
      label
    }
    priorityResearch(input: $input) {
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

export const PriorityResearchQuery = graphql(`
  query PriorityResearch($input: PriorityResearchInput!) {
    priorityResearch(input: $input) {
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

type Results = FurtherResearchData['priorityResearch'];

export function FurtherResearchHero({ route, priorityLabel }: { route: FurtherResearchRoute; priorityLabel: string | null }) {
  return (
    <>
      <title>{pageTitle(priorityLabel ? `${FURTHER_RESEARCH_TITLE}: ${priorityLabel}` : FURTHER_RESEARCH_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {FURTHER_RESEARCH_TITLE}
      </Typography>
      {priorityLabel && (
        <Typography sx={{ mb: 2 }}>
          For the priority{' '}
          <Link component={RouterLink} to={route.priorityHref}>
            {priorityLabel}
          </Link>
        </Typography>
      )}
      <InsightTabs tabs={furtherResearchTabs(route.priorityHref)} current={route.phase.id} label="Phase" />
    </>
  );
}

export function FurtherResearchPage({ route, priorityLabel, results }: { route: FurtherResearchRoute; priorityLabel: string; results: Results }) {
  const client = useApolloClient();
  const list = useMorePages(
    results,
    async (page) => {
      const { data } = await client.query({
        query: PriorityResearchQuery,
        variables: { input: { priorityId: route.priorityId, phase: route.phase.id, page } },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No further research in the answer');
      return data.priorityResearch;
    },
    'further research',
  );
  return (
    <Box>
      <FurtherResearchHero route={route} priorityLabel={priorityLabel} />
      <InsightCardList
        label={`${route.phase.label} research`}
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
