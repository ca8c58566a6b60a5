// The per-product menus of navigation-service v2 (spec 3 §3, §6), built from the corpus's twelve
// functions and their priorities. FD leads with functions, FMI with market insights, AOC is the
// functions-only advisory menu, GUEST gets the public research entry points.
import { DEFAULT_SEED, functionAreas } from '@portal/corpus';
import type { NavigationMenuItemDto, NavigationsResponseDto } from '@portal/domain';

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

function insightsMenu(): NavigationMenuItemDto {
  return { label: 'Insights', key: 'insights', menuItems: [research, analysts, webinars] };
}

function marketInsightsMenu(): NavigationMenuItemDto {
  return {
    label: 'Market Insights',
    key: 'market-insights',
    description: 'Market views and forecasts',
    menuItems: [
      { ...research, key: 'market-research', label: 'Market research' },
      { ...webinars, key: 'market-webinars', label: 'Market webinars' },
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
