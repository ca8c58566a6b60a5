// The search-backed insights listings (spec 2 §2, §4, §9): latest research, forecasts, customer
// data snapshots, market insights with buyer insights and analyst relations. One table per page,
// shared by search-graph (what to ask the search-service) and web (tabs, captions, URLs).

/**
 * Facets only the listings filter on; kept apart from FACET_NAMES so /allSearch shows none of them.
 * priorityId: the PRI ids (the priority facet holds labels, which are not unique across functions).
 */
export const LISTING_FACET_NAMES = ['forecastCategory', 'audience', 'priorityId'] as const;
export type ListingFacetName = (typeof LISTING_FACET_NAMES)[number];

/** ipType values the listings select. */
export const FORECAST_IP_TYPE = 'Forecast';
export const DATA_SNAPSHOT_IP_TYPE = 'Data Snapshot';
export const WAVE_IP_TYPE = 'Wave';

// ---- Latest research (/insights/latest-research/{tab}) -------------------------------------------

export const LATEST_RESEARCH_PAGE_SIZE = 10;

export interface LatestResearchTab {
  slug: 'all' | 'reports' | 'tools' | 'webinars' | 'podcasts';
  label: string;
  /** Search content types of the tab. */
  types: readonly string[];
}

export const LATEST_RESEARCH_TABS: readonly LatestResearchTab[] = [
  { slug: 'all', label: 'All', types: ['research', 'stories', 'tool', 'webinar', 'forum', 'podcast'] },
  { slug: 'reports', label: 'Reports', types: ['research', 'stories'] },
  { slug: 'tools', label: 'Tools', types: ['tool'] },
  { slug: 'webinars', label: 'Webinars', types: ['webinar', 'forum'] },
  { slug: 'podcasts', label: 'Podcasts', types: ['podcast'] },
];

export function latestResearchTab(slug: string | undefined): LatestResearchTab | undefined {
  return LATEST_RESEARCH_TABS.find((tab) => tab.slug === slug);
}

// ---- Forecasts (/insights/forecasts/{tabId?}) ----------------------------------------------------

export const FORECAST_PAGE_SIZE = 10;
export const FORECAST_DEBOUNCE_MS = 300;
export const FORECAST_CATEGORIES = ['Work', 'Technology', 'Marketing', 'Healthcare', 'Financial Services', 'Retail'] as const;
export type ForecastCategory = (typeof FORECAST_CATEGORIES)[number];

export interface ForecastTab {
  id: string;
  label: string;
  /** null: every category. */
  category: ForecastCategory | null;
}

export const FORECAST_TABS: readonly ForecastTab[] = [
  { id: 'all', label: 'All', category: null },
  ...FORECAST_CATEGORIES.map((category) => ({ id: category.toLowerCase().replace(/\s+/g, '-'), label: category, category })),
];

export function forecastTab(id: string | undefined): ForecastTab | undefined {
  return FORECAST_TABS.find((tab) => tab.id === (id ?? 'all'));
}

export const FORECAST_SORTS = [
  { value: 'date', label: 'Date' },
  { value: 'relevance', label: 'Relevance' },
] as const;
export type ForecastSort = (typeof FORECAST_SORTS)[number]['value'];

/** Spec 2 §4: a keyword sorts by relevance; an empty box goes back to date. */
export function forecastSortFor(keyword: string): ForecastSort {
  return keyword.trim() === '' ? 'date' : 'relevance';
}

// ---- Customer data snapshots (/insights/customer-data-and-insights/{id?}/{tabId?}) ---------------

export const DATA_SNAPSHOT_PAGE_SIZE = 9;
export const DATA_SNAPSHOT_RECENCY_DAYS = 730;
export const SNAPSHOT_AUDIENCES = ['Business Buyer', 'Consumer'] as const;
export type SnapshotAudience = (typeof SNAPSHOT_AUDIENCES)[number];

export interface DataSnapshotTab {
  id: 'business-buyer' | 'consumer';
  label: SnapshotAudience;
}

export const DATA_SNAPSHOT_TABS: readonly DataSnapshotTab[] = [
  { id: 'business-buyer', label: 'Business Buyer' },
  { id: 'consumer', label: 'Consumer' },
];

export function dataSnapshotTab(id: string | undefined): DataSnapshotTab | undefined {
  return DATA_SNAPSHOT_TABS.find((tab) => tab.id === (id ?? 'business-buyer'));
}

/** Spec 2 §9: the tab label plus ', Customer Data & Insights'. */
export function dataSnapshotVisionText(label: string): string {
  return `${label}, Customer Data & Insights`;
}

// ---- Market insights (/markets|services/market-insights/{slug}) ----------------------------------

export const MARKET_INSIGHTS_SERVICES = [
  { slug: 'technology', label: 'Technology' },
  { slug: 'b2b', label: 'B2B' },
  { slug: 'consumer-and-digital', label: 'Consumer & Digital' },
] as const;
export type MarketInsightsSlug = (typeof MARKET_INSIGHTS_SERVICES)[number]['slug'];

export function marketInsightsService(slug: string | undefined) {
  return MARKET_INSIGHTS_SERVICES.find((service) => service.slug === slug);
}

/** The active product when the viewer has none. */
export const DEFAULT_MARKET_PRODUCT = 'FD';

/** '{product} Market Insights: Technology' (spec 2 §2). */
export function marketInsightsTitle(product: string | null | undefined, serviceLabel: string): string {
  return `${product || DEFAULT_MARKET_PRODUCT} Market Insights: ${serviceLabel}`;
}

/**
 * Breadcrumb section: Markets under the bold-vision redesign, Services otherwise (spec 2 §2); the
 * crumb opens the listing of that world (/functions under the redesign, /services otherwise).
 */
export function marketInsightsSection(boldVisionRedesign: boolean): { label: 'Markets' | 'Services'; href: '/functions' | '/services' } {
  return boldVisionRedesign ? { label: 'Markets', href: '/functions' } : { label: 'Services', href: '/services' };
}

export function marketViewHeading(views: number): string {
  return views > 1 ? 'Select your market view' : 'Your Market View';
}

/** Spec 2 §9: buyer insights load 9 first, then 3 per 'more'. */
export const BUYER_INSIGHTS_FIRST = 9;
export const BUYER_INSIGHTS_MORE = 3;

/** The size of the buyer insights fetch starting at `offset`. */
export function buyerInsightsSize(offset: number): number {
  return offset === 0 ? BUYER_INSIGHTS_FIRST : BUYER_INSIGHTS_MORE;
}

/** The 11 function filters of buyer insights (spec 2 §2); the 'All' option adds none. */
export const BUYER_INSIGHT_FUNCTIONS = [
  'B2B Marketing Executives', 'B2B Sales', 'B2C Marketing Executives', 'Customer Experience', 'Data AI and Analytics',
  'Demand and ABM', 'Digital Business and Strategy', 'Portfolio Marketing and Product', 'Security and Risk',
  'Technology Architecture and Delivery', 'Technology Executives',
] as const;

export const RECENT_WAVES_SIZE = 3;
export const MARKET_RESEARCH_SIZE = 6;

// ---- Define / Apply / Accelerate (analyst relations, further research) ---------------------------

export const PHASE_TABS = [
  { id: 'define', label: 'Define' },
  { id: 'apply', label: 'Apply' },
  { id: 'accelerate', label: 'Accelerate' },
] as const;
export type PhaseLabel = (typeof PHASE_TABS)[number]['label'];

export function phaseTab(id: string | undefined) {
  return PHASE_TABS.find((tab) => tab.id === (id ?? 'define'));
}

export const PHASE_PAGE_SIZE = 10;

/** Priority ids (spec 1 §4): PRI and digits. */
export const PRIORITY_ID_PATTERN = /^PRI\d+$/;
