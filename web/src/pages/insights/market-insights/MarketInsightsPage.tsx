// The market insights landing (spec 2 §2, §4, §9): the market views, buyer insights (11 function
// filters plus All; 9 first, then 3 per 'Show more'; a new filter resets the cards), recent Waves
// and the market's newest research.
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { BUYER_INSIGHT_FUNCTIONS, MARKET_INSIGHTS_SERVICES, marketViewHeading, pageTitle } from '@portal/domain';
import { useAnnounce } from '../../../a11y/announce';
import { reportError } from '../../../app/reportError';
import { graphql } from '../../../gql';
import type { MarketInsightsPageQuery as MarketInsightsData } from '../../../gql/graphql';
import { InsightCardList } from '../InsightCardList';
import { MarketBreadcrumbs } from './MarketBreadcrumbs';
import type { MarketRoute } from './marketRoute';

export const MarketInsightsPageQuery = graphql(`
  query MarketInsightsPage($service: String!, $buyer: BuyerInsightsInput!) {
    marketInsights(service: $service) {
      service
      label
      recentWaves {
        contentId
        ...SearchResultCard_card
      }
      research {
        contentId
        ...SearchResultCard_card
      }
    }
    buyerInsights(input: $buyer) {
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

type Data = MarketInsightsData;
type BuyerStep = Data['buyerInsights'];

/** The markets a reader may switch between, under the path they came by. */
function marketViews(route: MarketRoute) {
  const root = route.landingHref.slice(0, route.landingHref.indexOf('/market-insights/'));
  return MARKET_INSIGHTS_SERVICES.map((service) => ({ ...service, href: `${root}/market-insights/${service.slug}` }));
}

export function MarketInsightsHero({ route }: { route: MarketRoute }) {
  const views = marketViews(route);
  return (
    <>
      <title>{pageTitle(route.title)}</title>
      <MarketBreadcrumbs route={route} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {route.title}
      </Typography>
      <Box component="nav" aria-labelledby="market-views" sx={{ mb: 4 }}>
        <Typography variant="h2" id="market-views" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {marketViewHeading(views.length)}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {views.map((view) => (
            <li key={view.slug}>
              <Link component={RouterLink} to={view.href} aria-current={view.slug === route.slug ? 'page' : undefined} sx={{ fontWeight: view.slug === route.slug ? 700 : 400 }}>
                {view.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}

function BuyerInsights({ route, first }: { route: MarketRoute; first: BuyerStep }) {
  const client = useApolloClient();
  const announce = useAnnounce();
  const [fn, setFn] = useState('');
  const [steps, setSteps] = useState<BuyerStep[]>([first]);
  const [busy, setBusy] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  // The filter an answer was asked for: an answer to an older filter is dropped.
  const asked = useRef('');

  async function fetchStep(filter: string, offset: number): Promise<BuyerStep> {
    const { data } = await client.query({
      query: BuyerInsightsQuery,
      variables: { input: { service: route.slug, function: filter || null, offset } },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('No buyer insights in the answer');
    return data.buyerInsights;
  }

  async function changeFilter(filter: string) {
    setFn(filter);
    asked.current = filter;
    setSteps([]);
    setBusy(true);
    try {
      const step = await fetchStep(filter, 0);
      if (asked.current === filter) setSteps([step]);
    } catch (error) {
      // Spec 2 §8: buyer insights failures are only logged.
      reportError(error, 'buyer insights');
    } finally {
      if (asked.current === filter) setBusy(false);
    }
  }

  async function showMore() {
    const latest = steps.at(-1);
    if (!latest) return;
    const filter = asked.current;
    setLoadingMore(true);
    try {
      const step = await fetchStep(filter, latest.nextOffset);
      if (asked.current !== filter) return;
      setSteps((now) => [...now, step]);
      announce(`Showing ${steps.reduce((n, s) => n + s.cards.length, 0) + step.cards.length} of ${step.itemsTotal}`, 'polite');
    } catch (error) {
      reportError(error, 'buyer insights');
    } finally {
      setLoadingMore(false);
    }
  }

  const latest = steps.at(-1);
  return (
    <Box component="section" aria-labelledby="buyer-insights" sx={{ mb: 5 }}>
      <Typography variant="h2" id="buyer-insights" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Buyer insights
      </Typography>
      <TextField
        select
        label="Function"
        size="small"
        value={fn}
        onChange={(event) => void changeFilter(event.target.value)}
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
      <InsightCardList
        label="Buyer insights"
        cards={steps.flatMap((step) => step.cards)}
        itemsTotal={latest?.itemsTotal ?? 0}
        busy={busy}
        loadMore={latest?.loadMore ?? false}
        loadingMore={loadingMore}
        onShowMore={showMore}
        headingLevel="h3"
      />
    </Box>
  );
}

export function MarketInsightsPage({ route, data }: { route: MarketRoute; data: Data }) {
  const { marketInsights } = data;
  return (
    <Box>
      <MarketInsightsHero route={route} />
      <BuyerInsights route={route} first={data.buyerInsights} />
      <Box component="section" aria-labelledby="recent-waves" sx={{ mb: 5 }}>
        <Typography variant="h2" id="recent-waves" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Recent Waves
        </Typography>
        <InsightCardList label="Recent Waves" cards={marketInsights.recentWaves} itemsTotal={marketInsights.recentWaves.length} loadMore={false} headingLevel="h3" />
      </Box>
      <Box component="section" aria-labelledby="market-research" sx={{ mb: 5 }}>
        <Typography variant="h2" id="market-research" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Research for {marketInsights.label} professionals
        </Typography>
        <InsightCardList label={`${marketInsights.label} research`} cards={marketInsights.research} itemsTotal={marketInsights.research.length} loadMore={false} headingLevel="h3" />
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={`${route.landingHref}/analyst-relations`}>
            Analyst relations research
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
