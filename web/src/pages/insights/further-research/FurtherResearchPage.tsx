// Further research of a priority (spec 2 §2): Define, Apply and Accelerate tabs, each the
// priority's research and webinars of that phase, newest first, 10 at a time.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { graphql } from '../../../gql';
import type { FurtherResearchPageQuery as FurtherResearchData, FurtherResearchPageQueryVariables } from '../../../gql/graphql';
import { InsightTabs } from '../InsightTabs';
import { PagedInsightList } from '../PagedInsightList';
import { furtherResearchTabs, type FurtherResearchRoute } from './furtherResearchRoute';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const FURTHER_RESEARCH_TITLE = 'Further Research';

export const FurtherResearchPageQuery = graphql(`
  query FurtherResearchPage($id: ID!, $input: PriorityResearchInput!) {
    priority(id: $id) {
      id
      label
    }
    priorityResearch(input: $input) {
      ...InsightPage_results
    }
  }
`);

export const furtherResearchVariables = (route: FurtherResearchRoute, page = 1): FurtherResearchPageQueryVariables => ({
  id: route.priorityId,
  input: { priorityId: route.priorityId, phase: route.phase.id, page },
});

export function FurtherResearchHero({ route, priorityLabel }: { route: FurtherResearchRoute; priorityLabel: string | null }) {
  return (
    <>
      <DocumentMeta title={priorityLabel ? `${FURTHER_RESEARCH_TITLE}: ${priorityLabel}` : FURTHER_RESEARCH_TITLE} />
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

interface FurtherResearchPageProps {
  route: FurtherResearchRoute;
  priorityLabel: string;
  queryRef: ListingQueryRef<FurtherResearchData, FurtherResearchPageQueryVariables>;
}

export function FurtherResearchPage({ route, priorityLabel, queryRef }: FurtherResearchPageProps) {
  return (
    <Box>
      <FurtherResearchHero route={route} priorityLabel={priorityLabel} />
      <PagedInsightList
        queryRef={queryRef}
        select={(answer) => answer.priorityResearch!}
        variablesOf={(page) => furtherResearchVariables(route, page)}
        label={`${route.phase.label} research`}
        area="further research"
      />
    </Box>
  );
}
