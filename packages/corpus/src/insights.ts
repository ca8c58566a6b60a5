// Which forecasts and data snapshots the insights listings show (spec 2 §2, §4): a forecast is a
// report of ipType 'Forecast' and a data snapshot one of ipType 'Data Snapshot' (their badge);
// their category and audience follow from what the report is already tagged with, so adding them
// changed no generated value and needs no stored column (the search index derives them too).
import {
  DATA_SNAPSHOT_IP_TYPE, FORECAST_IP_TYPE, type ForecastCategory, type ListingFacetName, type SnapshotAudience,
} from '@portal/domain';

export interface InsightSubject {
  ipType: string;
  functionSlug: string;
  industries: readonly string[];
  services: readonly string[];
}

const INDUSTRY_CATEGORY: [industries: string[], category: ForecastCategory][] = [
  [['Healthcare', 'Life sciences'], 'Healthcare'],
  [['Financial services', 'Insurance'], 'Financial Services'],
  [['Retail', 'Consumer products'], 'Retail'],
];

const TECHNOLOGY_FUNCTIONS = new Set(['data-ai-and-analytics', 'security-and-risk', 'technology-architecture-and-delivery', 'technology-executives']);
const MARKETING_FUNCTIONS = new Set(['b2b-marketing-executives', 'b2c-marketing-executives', 'demand-and-abm', 'portfolio-marketing-and-product']);

/** An industry forecast first (the report's first matching industry); otherwise its function's kind of work. */
export function forecastCategoryOf({ functionSlug, industries }: Pick<InsightSubject, 'functionSlug' | 'industries'>): ForecastCategory {
  for (const industry of industries) {
    const match = INDUSTRY_CATEGORY.find(([names]) => names.includes(industry));
    if (match) return match[1];
  }
  if (TECHNOLOGY_FUNCTIONS.has(functionSlug)) return 'Technology';
  if (MARKETING_FUNCTIONS.has(functionSlug)) return 'Marketing';
  return 'Work';
}

/** Research for the consumer market speaks about consumers; the rest about business buyers. */
export function snapshotAudienceOf({ services }: Pick<InsightSubject, 'services'>): SnapshotAudience {
  return services[0] === 'consumer-and-digital' ? 'Consumer' : 'Business Buyer';
}

/** The listing facets of one report: a forecast's category, a data snapshot's audience, else none. */
export function insightFacets(subject: InsightSubject): Partial<Record<ListingFacetName, string[]>> {
  if (subject.ipType === FORECAST_IP_TYPE) return { forecastCategory: [forecastCategoryOf(subject)] };
  if (subject.ipType === DATA_SNAPSHOT_IP_TYPE) return { audience: [snapshotAudienceOf(subject)] };
  return {};
}
