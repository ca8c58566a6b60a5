// /insights/forecasts/{tabId?} (spec 2 §2, §4, §9): category tabs, a keyword box searched 300 ms
// after typing stops, a Date/Relevance sort searched at once; both live in the URL, so a new
// search clears the list while the loader fetches its first page; 'Show more' appends the next 10.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORECAST_DEBOUNCE_MS, FORECAST_SORTS, type ForecastSort, type ForecastTab } from '@portal/domain';
import { reportError } from '../../../app/reportError';
import { useAnnounceSettled } from '../../../app/paging/useAnnounceSettled';
import { useListingChoice, useListingSearch } from '../../../app/paging/useListingSearch';
import { usePagedQuery, type ListingQueryRef } from '../../../app/paging/usePagedQuery';
import { useUrlKeyword } from '../../../app/paging/useUrlKeyword';
import { graphql } from '../../../gql';
import type { ForecastsPageQuery as ForecastsData, ForecastsPageQueryVariables } from '../../../gql/graphql';
import { InsightCardList, pagedCardListProps } from '../InsightCardList';
import { InsightTabs } from '../InsightTabs';
import { insightPageOf } from '../PagedInsightList';
import { FORECASTS_TITLE, forecastTabs } from '../insightRoutes';
import { forecastRequestOf, forecastSearch, forecastVariables, withKeyword, withSort, type ForecastRequest } from './forecastRequest';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const FORECASTS_FAILED = 'Forecasts could not be loaded. Please try again.';

export const ForecastsPageQuery = graphql(`
  query ForecastsPage($input: ForecastsInput!) {
    forecasts(input: $input) {
      ...InsightPage_results
    }
  }
`);

type ForecastsQueryRef = ListingQueryRef<ForecastsData, ForecastsPageQueryVariables>;

export function ForecastsHero({ tab }: { tab: ForecastTab }) {
  return (
    <>
      <DocumentMeta title={tab.category ? `${FORECASTS_TITLE}: ${tab.label}` : FORECASTS_TITLE} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {FORECASTS_TITLE}
      </Typography>
      <InsightTabs tabs={forecastTabs()} current={tab.id} label="Forecast category" />
    </>
  );
}

/** The keyword box and the sort, over the URL being shown. */
function ForecastFilters() {
  const { search, choose } = useListingChoice();
  const request = forecastRequestOf(search);
  const go = (next: ForecastRequest) => {
    if (next !== request) choose(new URLSearchParams(forecastSearch(next)));
  };
  const keyword = useUrlKeyword({ current: request.query, delayMs: FORECAST_DEBOUNCE_MS, search: (typed) => go(withKeyword(request, typed)) });
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter forecasts"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}
    >
      <TextField label="Keyword" type="search" size="small" value={keyword.text} onChange={(event) => keyword.type(event.target.value)} />
      <TextField
        select
        label="Sort by"
        size="small"
        value={request.sortType}
        onChange={(event) => go(withSort(request, event.target.value as ForecastSort))}
        slotProps={{ select: { native: true } }}
      >
        {FORECAST_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

interface ResultsProps {
  tab: ForecastTab;
  request: ForecastRequest;
  queryRef: ForecastsQueryRef;
  busy: boolean;
}

const listLabel = (tab: ForecastTab) => (tab.category ? `${tab.label} forecasts` : FORECASTS_TITLE);
const emptyText = (request: ForecastRequest) => (request.query ? `No forecasts match “${request.query}”.` : undefined);

function ForecastResults({ tab, request, queryRef, busy }: ResultsProps) {
  const list = usePagedQuery(queryRef, {
    select: (data: ForecastsData) => insightPageOf(data.forecasts),
    next: (latest) => forecastVariables(tab, request, latest.page + 1),
    area: 'forecasts',
  });
  useAnnounceSettled(busy, `${list.itemsTotal} forecasts`);
  return (
<InsightCardList label={listLabel(tab)} {...pagedCardListProps(list)} busy={busy} empty={emptyText(request)} />
  );
}

/** A search whose first page failed: the filters stay so the reader can change it. */
function ForecastsFailed({ tab, request, busy, error }: Omit<ResultsProps, 'queryRef'> & { error: unknown }) {
  useEffect(() => {
    reportError(error, 'forecasts');
  }, [error]);
  return <InsightCardList label={listLabel(tab)} cards={[]} itemsTotal={0} busy={busy} loadMore={false} failed failedMessage={FORECASTS_FAILED} empty={emptyText(request)} />;
}

interface ForecastsPageProps {
  tab: ForecastTab;
  request: ForecastRequest;
  queryRef: ForecastsQueryRef;
  /** Why the search's first page is missing; null when it is there. */
  failure: unknown;
}

export function ForecastsPage({ tab, request, queryRef, failure }: ForecastsPageProps) {
  const { busy } = useListingSearch();
  return (
    <Box>
      <ForecastsHero tab={tab} />
      <ForecastFilters />
      {failure ? (
        <ForecastsFailed tab={tab} request={request} busy={busy} error={failure} />
      ) : (
        <ForecastResults key={forecastSearch(request)} tab={tab} request={request} queryRef={queryRef} busy={busy} />
      )}
    </Box>
  );
}
