// Services (spec 3 §3 "Service listing item", §6): each of the twelve functions as a service a
// client subscribes to, the three market insights services (spec 2 §2) and the three services
// pages spec 1 §2 names. Subscriptions are the session's `services` names (e.g. 'B2B Marketing'),
// compared case-insensitively.
import { FUNCTION_SERVICE, SERVICES, type ServiceSlug } from './vocabulary/facets.js';
import { FUNCTION_VOCABULARY } from './vocabulary/functions.js';

export interface CorpusService {
  contentId: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  contentType: 'Function' | 'MarketsInsights';
  contentURL: string;
  /** The session `services` name that holds it. */
  subscriptionName: string;
  /** Readable only with a subscription (hidden from others in the listing, spec 3 §6). */
  isProtected: boolean;
  /** The function whose priorities and research its page shows (a function's own slug for a function). */
  researchFrom?: string;
}

export const SERVICE_NUMBER_BASE = 100000;

const CATEGORY: Record<ServiceSlug, string> = { technology: 'Technology', b2b: 'B2B', 'consumer-and-digital': 'Consumer & Digital' };

/** The subscription names of the functions; the demo users hold some of them. */
const SUBSCRIPTION_NAME: Record<string, string> = {
  'b2b-marketing-executives': 'B2B Marketing',
  'b2b-sales': 'B2B Sales',
  'b2c-marketing-executives': 'B2C Marketing',
  'customer-experience': 'Customer Experience',
  'data-ai-and-analytics': 'Data, AI And Analytics',
  'demand-and-abm': 'Demand And ABM',
  'digital-business-and-strategy': 'Digital Business And Strategy',
  'portfolio-marketing-and-product': 'Portfolio Marketing And Product',
  'revenue-operations': 'Revenue Operations',
  'security-and-risk': 'Security And Risk',
  'technology-architecture-and-delivery': 'Technology Architecture And Delivery',
  'technology-executives': 'Technology Leadership',
};

/** Functions whose research only subscribers may open. */
const PROTECTED_FUNCTIONS = new Set(['portfolio-marketing-and-product', 'revenue-operations', 'security-and-risk', 'technology-executives']);

/** The twelve functions, ids SER100001..SER100012 in the spec's order. */
export function functionServices(): CorpusService[] {
  return FUNCTION_VOCABULARY.map((fn, i) => {
    const contentId = `SER${SERVICE_NUMBER_BASE + 1 + i}`;
    return {
      contentId,
      slug: fn.slug,
      title: fn.name,
      description: `Research, benchmarks and guidance for ${fn.audience}, organised around their top priorities.`,
      category: CATEGORY[FUNCTION_SERVICE[fn.slug]],
      contentType: 'Function' as const,
      contentURL: `/functions/${fn.slug}/${contentId}`,
      subscriptionName: SUBSCRIPTION_NAME[fn.slug] ?? fn.name,
      isProtected: PROTECTED_FUNCTIONS.has(fn.slug),
    };
  });
}

/** The market insights services (spec 2 §2), ids after the functions'. */
export function marketInsightServices(): CorpusService[] {
  return SERVICES.map((slug, i) => ({
    contentId: `SER${SERVICE_NUMBER_BASE + 1 + FUNCTION_VOCABULARY.length + i}`,
    slug,
    title: `Market Insights: ${CATEGORY[slug]}`,
    description: `Buyer insights, recent Waves and research on ${CATEGORY[slug] === 'B2B' ? 'B2B' : CATEGORY[slug].toLowerCase()} markets.`,
    category: CATEGORY[slug],
    contentType: 'MarketsInsights' as const,
    contentURL: `/services/market-insights/${slug}`,
    subscriptionName: `Market Insights ${CATEGORY[slug]}`,
    isProtected: false,
  }));
}

/**
 * The services pages spec 1 §2 names, for audiences the functions already serve: each page shows
 * the priorities and research of that function. Ids after the market insights services'.
 */
const NAMED_SERVICES = [
  {
    slug: 'customer-engagement-strategies',
    title: 'Customer Engagement Strategies',
    researchFrom: 'customer-experience',
    description: 'Research and guidance for leaders who design how their brand engages customers across marketing, service and digital channels.',
  },
  {
    slug: 'emerging-growth-marketing-leaders',
    title: 'Emerging Growth Marketing Leaders',
    researchFrom: 'b2b-marketing-executives',
    description: 'Research, benchmarks and guidance for marketing leaders of fast-growing companies building their first scalable marketing engine.',
  },
  {
    slug: 'emerging-growth-sales-leaders',
    title: 'Emerging Growth Sales Leaders',
    researchFrom: 'b2b-sales',
    description: 'Research, benchmarks and guidance for sales leaders of fast-growing companies who are hiring, structuring and equipping their first sales teams.',
  },
] as const;

export function namedServices(): CorpusService[] {
  const firstNumber = SERVICE_NUMBER_BASE + 1 + FUNCTION_VOCABULARY.length + SERVICES.length;
  return NAMED_SERVICES.map((named, i) => {
    const contentId = `SER${firstNumber + i}`;
    return {
      contentId,
      slug: named.slug,
      title: named.title,
      description: named.description,
      category: CATEGORY[FUNCTION_SERVICE[named.researchFrom]],
      contentType: 'Function' as const,
      contentURL: `/services/${named.slug}/${contentId}`,
      subscriptionName: named.title,
      isProtected: false,
      researchFrom: named.researchFrom,
    };
  });
}
