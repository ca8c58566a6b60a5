// The per-product menus of navigation-service v2 (spec 3 §3, §6), built from the corpus's twelve
// functions and their priorities. FD leads with functions, FMI with market insights, AOC is the
// functions-only advisory menu, GUEST gets the public research entry points.
import { DEFAULT_SEED, functionAreas } from '@portal/corpus';
import type { NavigationMenuItemDto, NavigationsResponseDto } from '@portal/contracts';

/** Spec 3 §2: the functions menu's link to the full list. */
export const VIEW_ALL_FUNCTIONS = 'View all functions';

function functionsMenu(): NavigationMenuItemDto {
  return {
    label: 'Functions',
    key: 'functions',
    description: 'Top priorities by function',
    categoryActionButton: VIEW_ALL_FUNCTIONS,
    categoryActionPath: '/functions',
    menuItems: functionAreas(DEFAULT_SEED).map((area) => ({
      label: area.name,
      key: `function-${area.slug}`,
      path: `/functions/${area.slug}`,
      menuItems: area.priorities.map((priority) => ({
        label: priority.label,
        key: priority.id,
        path: priority.path,
        description: priority.description,
      })),
    })),
  };
}

const research: NavigationMenuItemDto = { label: 'Research', key: 'research', path: '/insights/latest-research/', description: 'The latest published research' };
const analysts: NavigationMenuItemDto = { label: 'Analysts', key: 'analysts', path: '/analysts', description: 'Find an expert' };
const webinars: NavigationMenuItemDto = { label: 'Webinars', key: 'webinars', path: '/webinar/upcoming', description: 'Upcoming live sessions' };
const search: NavigationMenuItemDto = { label: 'Search', key: 'search', path: '/allSearch' };
const forecasts: NavigationMenuItemDto = { label: 'Forecasts', key: 'forecasts', path: '/insights/forecasts', description: 'Market sizing and outlooks' };
const dataSnapshots: NavigationMenuItemDto = { label: 'Data snapshots', key: 'data-snapshots', path: '/insights/customer-data-and-insights', description: 'What buyers and consumers say' };
const technologies: NavigationMenuItemDto = { label: 'Technology landscapes and waves', key: 'technologies', path: '/insights/technology-landscapes-and-waves', description: 'Vendors and technologies compared' };
const playbooks: NavigationMenuItemDto = { label: 'Playbooks', key: 'playbooks', path: '/insights/playbooks/imperative-playbooks', description: 'Step-by-step guidance' };
const surveys: NavigationMenuItemDto = { label: 'Surveys', key: 'surveys', path: '/surveys/business', description: 'Methodologies and downloads' };
const planningGuides: NavigationMenuItemDto = { label: 'Planning guides', key: 'planning-guides', path: '/insights/planning-guides', description: 'Next year, function by function' };
const predictions: NavigationMenuItemDto = { label: 'Predictions', key: 'predictions', path: '/insights/predictions', description: "Our analysts' calls for the year ahead" };
const peerDiscussions: NavigationMenuItemDto = { label: 'Peer discussions', key: 'peer-discussions', path: '/peer-discussions', description: 'Talk with your peers' };

// Research first: the menu's keyboard order starts with what most readers open.
function insightsMenu(): NavigationMenuItemDto {
  return {
    label: 'Insights',
    key: 'insights',
    menuItems: [research, analysts, webinars, forecasts, dataSnapshots, technologies, playbooks, surveys, planningGuides, predictions, peerDiscussions],
  };
}

function marketInsightsMenu(): NavigationMenuItemDto {
  return {
    label: 'Market Insights',
    key: 'market-insights',
    description: 'Market views and forecasts',
    menuItems: [
      { ...research, key: 'market-research', label: 'Market research' },
      { ...webinars, key: 'market-webinars', label: 'Market webinars' },
      { label: 'Technology markets', key: 'market-technology', path: '/markets/market-insights/technology' },
      { label: 'B2B markets', key: 'market-b2b', path: '/markets/market-insights/b2b' },
      { label: 'Consumer & digital markets', key: 'market-consumer', path: '/markets/market-insights/consumer-and-digital' },
      { ...forecasts, key: 'market-forecasts' },
      { ...dataSnapshots, key: 'market-data-snapshots' },
    ],
  };
}

export function productNavigations(): NavigationsResponseDto {
  return {
    navigations: [
      { product: 'FD', menuItems: [functionsMenu(), insightsMenu(), search] },
      { product: 'FMI', menuItems: [marketInsightsMenu(), { ...analysts, label: 'Market analysts', key: 'market-analysts' }, search] },
      { product: 'AOC', menuItems: [functionsMenu(), search] },
      { product: 'GUEST', menuItems: [insightsMenu(), search] },
    ],
  };
}
