// /insights/forecasts/{tabId?} (spec 2 §2, §4, §9): category tabs, a keyword box fetched 300 ms
// after typing stops, a Date/Relevance sort fetched at once; every fetch from page one clears the
// list first; 'Show more' appends the next 10.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { FORECAST_DEBOUNCE_MS, FORECAST_SORTS, pageTitle, type ForecastSort, type ForecastTab } from '@portal/domain';
import { useAnnounce } from '../../../a11y/announce';
import { reportError } from '../../../app/reportError';
import { graphql } from '../../../gql';
import type { ForecastsPageQuery as ForecastsData } from '../../../gql/graphql';
import { InsightCardList, SHOW_MORE_FAILED } from '../InsightCardList';
import { InsightTabs } from '../InsightTabs';
import { insightPageOf } from '../PagedInsightList';
import { FORECASTS_TITLE, forecastTabs } from '../insightRoutes';
import { FIRST_FORECAST_REQUEST, withKeyword, withSort, type ForecastRequest } from './forecastRequest';

export const FORECASTS_FAILED = 'Forecasts could not be loaded. Please try again.';

export const ForecastsPageQuery = graphql(`
  query ForecastsPage($input: ForecastsInput!) {
    forecasts(input: $input) {
      ...InsightPage_results
    }
  }
`);

type Results = ReturnType<typeof insightPageOf>;

export function ForecastsHero({ tab }: { tab: ForecastTab }) {
  return (
    <>
      <title>{pageTitle(tab.category ? `${FORECASTS_TITLE}: ${tab.label}` : FORECASTS_TITLE)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {FORECASTS_TITLE}
      </Typography>
      <InsightTabs tabs={forecastTabs()} current={tab.id} label="Forecast category" />
    </>
  );
}

interface Shown {
  request: ForecastRequest;
  pages: Results[];
}

export function ForecastsPage({ tab, results }: { tab: ForecastTab; results: ForecastsData['forecasts'] }) {
  const client = useApolloClient();
  const announce = useAnnounce();
  const [keyword, setKeyword] = useState('');
  // What is asked now; a ref too, so the debounce timer and late answers see the latest one.
  const [request, setRequest] = useState(FIRST_FORECAST_REQUEST);
  const requestRef = useRef(FIRST_FORECAST_REQUEST);
  const keywordTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The loader's first page belongs to the first request.
  const [shown, setShown] = useState<Shown>({ request: FIRST_FORECAST_REQUEST, pages: [insightPageOf(results)] });
  const [busy, setBusy] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => () => clearTimeout(keywordTimer.current), []);

  async function fetchPage(of: ForecastRequest, page: number): Promise<Results> {
    const { data } = await client.query({
      query: ForecastsPageQuery,
      variables: { input: { tab: tab.id, query: of.query, sortType: of.sortType, page } },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('No forecasts in the answer');
    return insightPageOf(data.forecasts);
  }

  /** A changed request fetches page one into a cleared list; an answer to an older request is dropped. */
  async function apply(next: ForecastRequest) {
    if (next === requestRef.current) return;
    requestRef.current = next;
    setRequest(next);
    setBusy(true);
    setFailed(null);
    setShown({ request: next, pages: [] });
    try {
      const first = await fetchPage(next, 1);
      if (requestRef.current !== next) return;
      setShown({ request: next, pages: [first] });
      announce(`${first.itemsTotal} forecasts`, 'polite');
    } catch (error) {
      if (requestRef.current !== next) return;
      reportError(error, 'forecasts');
      setFailed(FORECASTS_FAILED);
    } finally {
      if (requestRef.current === next) setBusy(false);
    }
  }

  function changeKeyword(value: string) {
    setKeyword(value);
    clearTimeout(keywordTimer.current);
    keywordTimer.current = setTimeout(() => void apply(withKeyword(requestRef.current, value)), FORECAST_DEBOUNCE_MS);
  }

  async function showMore() {
    const latest = shown.pages.at(-1);
    if (!latest) return;
    setLoadingMore(true);
    setFailed(null);
    try {
      const next = await fetchPage(shown.request, latest.page + 1);
      setShown((now) => (now.request === shown.request ? { ...now, pages: [...now.pages, next] } : now));
      announce(`Showing ${shown.pages.reduce((n, page) => n + page.cards.length, 0) + next.cards.length} of ${next.itemsTotal}`, 'polite');
    } catch (error) {
      reportError(error, 'forecasts');
      setFailed(SHOW_MORE_FAILED);
    } finally {
      setLoadingMore(false);
    }
  }

  const latest = shown.pages.at(-1);
  const cards = shown.pages.flatMap((page) => page.cards);
  return (
    <Box>
      <ForecastsHero tab={tab} />
      <Box
        component="form"
        role="search"
        aria-label="Filter forecasts"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}
      >
        <TextField label="Keyword" type="search" size="small" value={keyword} onChange={(event) => changeKeyword(event.target.value)} />
        <TextField
          select
          label="Sort by"
          size="small"
          value={request.sortType}
          onChange={(event) => void apply(withSort(requestRef.current, event.target.value as ForecastSort))}
          slotProps={{ select: { native: true } }}
        >
          {FORECAST_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </TextField>
      </Box>
      <InsightCardList
        label={tab.category ? `${tab.label} forecasts` : FORECASTS_TITLE}
        cards={cards}
        itemsTotal={latest?.itemsTotal ?? 0}
        busy={busy}
        loadMore={latest?.loadMore ?? false}
        loadingMore={loadingMore}
        failed={failed !== null}
        failedMessage={failed ?? undefined}
        onShowMore={showMore}
        empty={request.query ? `No forecasts match “${request.query}”.` : undefined}
      />
    </Box>
  );
}
