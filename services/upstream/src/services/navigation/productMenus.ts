// The per-product menus of navigation-service v2 (spec 3 §3, §6), built from the corpus's twelve
// functions and their priorities. FD leads with functions, FMI with market insights, AOC is the
// functions-only advisory menu, GUEST gets the public research entry points. Every product has
// 'Who We Serve' (spec 3 §2).
import { DEFAULT_SEED, functionAreas } from '@portal/corpus';
import type { NavigationMenuItemDto, NavigationsResponseDto } from '@portal/contracts';
import { whoWeServeMenu } from './whoWeServe.js';

/** Spec 3 §2: the functions menu's link to the full list. */
export const VIEW_ALL_FUNCTIONS = 'View all functions';

function functionsMenu(): NavigationMenuItemDto {
  const areas = functionAreas(DEFAULT_SEED);
  return {
    label: 'Functions',
    key: 'functions',
    description: 'Top priorities by function',
    mainHeader: 'Research by function',
    mainDescription: `The top priorities of ${areas.length} functions, with the research, tools and analysts behind each.`,
    isDropdown: true,
    chevron: true,
    categoryActionButton: VIEW_ALL_FUNCTIONS,
    categoryActionPath: '/functions',
    menuItems: areas.map((area) => ({
      label: area.name,
      key: `function-${area.slug}`,
      path: `/functions/${area.slug}`,
      route: '/functions/:slug/*',
      // The badge counts the function's priorities, the links the panel's matching walks into.
      counter: area.priorities.length,
      chevron: true,
      menuItems: area.priorities.map((priority) => ({
        label: priority.label,
        key: priority.id,
        path: priority.path,
        route: '/functional-priority/:slug/:id',
        description: priority.description,
      })),
    })),
  };
}

const link = (label: string, key: string, path: string, route: string, iconName: string, description?: string): NavigationMenuItemDto => ({
  label, key, path, route, iconName, ...(description ? { description } : {}),
});

const research = link('Research', 'research', '/insights/latest-research/', '/insights/latest-research/:tab', 'Article', 'The latest published research');
const analysts = link('Analysts', 'analysts', '/analysts', '/analysts', 'People', 'Find an expert');
const webinars = link('Webinars', 'webinars', '/webinar/upcoming', '/webinar/upcoming', 'Videocam', 'Upcoming live sessions');
const search: NavigationMenuItemDto = { label: 'Search', key: 'search', path: '/allSearch', route: '/allSearch', iconName: 'Search' };
const forecasts = link('Forecasts', 'forecasts', '/insights/forecasts', '/insights/forecasts/:tabId?', 'TrendingUp', 'Market sizing and outlooks');
const dataSnapshots = link('Data snapshots', 'data-snapshots', '/insights/customer-data-and-insights', '/insights/customer-data-and-insights/:id?/:tabId?', 'BarChart', 'What buyers and consumers say');
const technologies = link('Technology landscapes and waves', 'technologies', '/insights/technology-landscapes-and-waves', '/insights/technology-landscapes-and-waves', 'Radar', 'Vendors and technologies compared');
const playbooks = link('Playbooks', 'playbooks', '/insights/playbooks/imperative-playbooks', '/insights/playbooks/*', 'MenuBook', 'Step-by-step guidance');
const surveys = link('Surveys', 'surveys', '/surveys/business', '/surveys/:tabId', 'Poll', 'Methodologies and downloads');
const planningGuides = link('Planning guides', 'planning-guides', '/insights/planning-guides', '/insights/planning-guides', 'EventNote', 'Next year, function by function');
const predictions = link('Predictions', 'predictions', '/insights/predictions', '/insights/predictions', 'AutoAwesome', "Our analysts' calls for the year ahead");
const peerDiscussions = link('Peer discussions', 'peer-discussions', '/peer-discussions', '/peer-discussions', 'Forum', 'Talk with your peers');

// Research first: the menu's keyboard order starts with what most readers open.
function insightsMenu(): NavigationMenuItemDto {
  return {
    label: 'Insights',
    key: 'insights',
    mainHeader: 'Research and insights',
    mainDescription: 'Everything our analysts publish, and the people behind it.',
    isDropdown: true,
    chevron: true,
    menuItems: [research, analysts, webinars, forecasts, dataSnapshots, technologies, playbooks, surveys, planningGuides, predictions, peerDiscussions],
  };
}

/** Spec 1 §6 markets: the FMI product's own data portal lives outside the portal. */
export const MARKET_DATA_PORTAL_URL = 'https://data.meridian.example/markets';

function marketInsightsMenu(): NavigationMenuItemDto {
  return {
    label: 'Market Insights',
    key: 'market-insights',
    description: 'Market views and forecasts',
    mainHeader: 'Market insights',
    mainDescription: 'Market views, sizing and forecasts for technology, B2B and consumer markets.',
    isDropdown: true,
    chevron: true,
    menuItems: [
      { ...research, key: 'market-research', label: 'Market research' },
      { ...webinars, key: 'market-webinars', label: 'Market webinars' },
      { label: 'Technology markets', key: 'market-technology', path: '/markets/market-insights/technology', route: '/markets/market-insights/:slug', iconName: 'Memory' },
      { label: 'B2B markets', key: 'market-b2b', path: '/markets/market-insights/b2b', route: '/markets/market-insights/:slug', iconName: 'Business' },
      { label: 'Consumer & digital markets', key: 'market-consumer', path: '/markets/market-insights/consumer-and-digital', route: '/markets/market-insights/:slug', iconName: 'ShoppingCart' },
      { ...forecasts, key: 'market-forecasts' },
      { ...dataSnapshots, key: 'market-data-snapshots' },
      { label: 'Market data portal', key: 'market-data-portal', path: MARKET_DATA_PORTAL_URL, external: true, iconName: 'OpenInNew', description: 'Download market data sets' },
    ],
  };
}

export function productNavigations(): NavigationsResponseDto {
  const whoWeServe = whoWeServeMenu();
  return {
    navigations: [
      { product: 'FD', menuItems: [functionsMenu(), insightsMenu(), whoWeServe, search] },
      { product: 'FMI', menuItems: [marketInsightsMenu(), { ...analysts, label: 'Market analysts', key: 'market-analysts' }, whoWeServe, search] },
      { product: 'AOC', menuItems: [functionsMenu(), whoWeServe, search] },
      { product: 'GUEST', menuItems: [insightsMenu(), whoWeServe, search] },
    ],
  };
}
