// A market's buyer insights (spec 2 §4, §9): 11 function filters plus All; 9 first, then 3 per
// 'Show more'. The function is the URL (?function=), so a new filter is a navigation: the list is
// cleared and busy while the loader fetches its first 9. Failures are only logged (spec 2 §8).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUYER_INSIGHT_FUNCTIONS } from '@portal/domain';
import { useListingChoice, useListingSearch } from '../../../app/paging/useListingSearch';
import { usePagedQuery, type ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { reportError } from '../../../app/reportError';
import { graphql } from '../../../gql';
import type { BuyerInsightsQuery as BuyerInsightsData, BuyerInsightsQueryVariables } from '../../../gql/graphql';
import { InsightCardList, pagedCardListProps } from '../InsightCardList';

export const BuyerInsightsQuery = graphql(`
  query BuyerInsights($input: BuyerInsightsInput!) {
    buyerInsights(input: $input) {
      itemsTotal
      loadMore
      nextOffset
      cards {
        contentId
        ...SearchResultCard_card
      }
    }
  }
`);

export type BuyerInsightsQueryRef = ListingQueryRef<BuyerInsightsData, BuyerInsightsQueryVariables>;

/** The function filter a query string names; '' (All) for none or one not listed. */
export function buyerFunctionOf(params: URLSearchParams): string {
  const named = params.get('function') ?? '';
  return (BUYER_INSIGHT_FUNCTIONS as readonly string[]).includes(named) ? named : '';
}

export const buyerInsightsVariables = (service: string, fn: string, offset = 0): BuyerInsightsQueryVariables => ({
  input: { service, function: fn || null, offset },
});

function FunctionFilter() {
  const { search, choose } = useListingChoice();
  return (
    <TextField
      select
      label="Function"
      size="small"
      value={buyerFunctionOf(search)}
      onChange={(event) => choose(new URLSearchParams(event.target.value ? { function: event.target.value } : {}))}
      // All is the empty value: the label stays above it rather than over it.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 2, minWidth: 280 }}
    >
      <option value="">All</option>
      {BUYER_INSIGHT_FUNCTIONS.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </TextField>
  );
}

function BuyerInsightCards({ service, fn, queryRef, busy }: { service: string; fn: string; queryRef: BuyerInsightsQueryRef; busy: boolean }) {
  const list = usePagedQuery(queryRef, {
    select: (data: BuyerInsightsData) => data.buyerInsights,
    next: (latest) => buyerInsightsVariables(service, fn, latest.nextOffset),
    area: 'buyer insights',
  });
  return (
    // A failed 'Show more' is only logged (spec 2 §8), so no failure is shown.
    <InsightCardList label="Buyer insights" {...pagedCardListProps(list)} failed={false} busy={busy} headingLevel="h3" />
  );
}

/** A filter whose first 9 failed: logged, and the list is empty. */
function NoBuyerInsights({ error, busy }: { error: unknown; busy: boolean }) {
  useEffect(() => {
    reportError(error, 'buyer insights');
  }, [error]);
  return <InsightCardList label="Buyer insights" cards={[]} itemsTotal={0} busy={busy} loadMore={false} headingLevel="h3" />;
}

export interface BuyerInsightsProps {
  service: string;
  /** The function the loader answered ('' for All). */
  fn: string;
  queryRef: BuyerInsightsQueryRef;
  /** Why the first 9 are missing; null when they are there. */
  failure: unknown;
}

export function BuyerInsights({ service, fn, queryRef, failure }: BuyerInsightsProps) {
  const { busy } = useListingSearch();
  return (
    <Box component="section" aria-labelledby="buyer-insights" sx={{ mb: 5 }}>
      <Typography variant="h2" id="buyer-insights" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Buyer insights
      </Typography>
      <FunctionFilter />
      {failure ? <NoBuyerInsights error={failure} busy={busy} /> : <BuyerInsightCards key={fn} service={service} fn={fn} queryRef={queryRef} busy={busy} />}
    </Box>
  );
}
