// The market insights landing (spec 2 §2, §4, §9): the market views, buyer insights (11 function
// filters plus All; 9 first, then 3 per 'Show more'; a new filter resets the cards), recent Waves
// and the market's newest research.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MARKET_INSIGHTS_SERVICES, marketViewHeading } from '@portal/domain';
import { graphql } from '../../../gql';
import type { MarketInsightsPageQuery as MarketInsightsData } from '../../../gql/graphql';
import { InsightCardList } from '../InsightCardList';
import { BuyerInsights, type BuyerInsightsProps } from './BuyerInsights';
import { MarketBreadcrumbs } from './MarketBreadcrumbs';
import type { MarketRoute } from './marketRoute';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const MarketInsightsPageQuery = graphql(`
  query MarketInsightsPage($service: String!) {
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
  }
`);

type Data = MarketInsightsData;

/** The markets a reader may switch between, under the path they came by. */
function marketViews(route: MarketRoute) {
  const root = route.landingHref.slice(0, route.landingHref.indexOf('/market-insights/'));
  return MARKET_INSIGHTS_SERVICES.map((service) => ({ ...service, href: `${root}/market-insights/${service.slug}` }));
}

export function MarketInsightsHero({ route }: { route: MarketRoute }) {
  const views = marketViews(route);
  return (
    <>
      <DocumentMeta title={route.title} />
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

interface MarketInsightsPageProps {
  route: MarketRoute;
  data: Data;
  /** The buyer insights the loader preloaded, for the function it answered. */
  buyer: Omit<BuyerInsightsProps, 'service'>;
}

export function MarketInsightsPage({ route, data, buyer }: MarketInsightsPageProps) {
  const { marketInsights } = data;
  return (
    <Box>
      <MarketInsightsHero route={route} />
      <BuyerInsights service={route.slug} {...buyer} />
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
