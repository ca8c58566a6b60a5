// The ten themed listing pages at /insights/{slug} (spec 3 §2 "Themed listing pages", §9): each
// with an eyebrow, a title, a description and a fixed search filter (never shown to the user);
// the first five have a breadcrumb. The one table of themes: web reads the texts and the slugs
// (its route matches only these), search-graph the filters.
import type { FacetName } from './searchQuery.js';

export interface ThemedListing {
  slug: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Content types searched (search index types). */
  contentTypes: readonly string[];
  /** Facet filters: values of one facet OR-ed, facets AND-ed (the search service's rule). */
  filters: Partial<Record<FacetName, readonly string[]>>;
  /** Whether the page shows a breadcrumb (the first five). */
  breadcrumb: boolean;
}

const RESEARCH = ['research'] as const;

export const THEMED_LISTINGS: readonly ThemedListing[] = [
  {
    slug: 'business-buyer-data-snapshots',
    eyebrow: 'Data Snapshots',
    title: 'Business Buyer Data Snapshots',
    description: 'Quick, chart-led reads of what business buyers told our surveys: how they research, shortlist and buy.',
    contentTypes: RESEARCH,
    filters: { ipType: ['Data Snapshot'], service: ['b2b', 'technology'] },
    breadcrumb: true,
  },
  {
    slug: 'consumer-data-snapshots',
    eyebrow: 'Data Snapshots',
    title: 'Consumer Data Snapshots',
    description: 'Quick, chart-led reads of what consumers told our surveys about brands, channels and the technology they use.',
    contentTypes: RESEARCH,
    filters: { ipType: ['Data Snapshot'], service: ['consumer-and-digital'] },
    breadcrumb: true,
  },
  {
    slug: 'the-trust-imperative',
    eyebrow: 'Featured Theme',
    title: 'The Trust Imperative',
    description: 'Trust is earned in every interaction. Research on managing risk, protecting data and keeping customers’ confidence.',
    contentTypes: RESEARCH,
    filters: { enterprisePriorities: ['Manage risk and resilience'] },
    breadcrumb: true,
  },
  {
    slug: 'the-green-market-revolution',
    eyebrow: 'Featured Theme',
    title: 'The Green Market Revolution',
    description: 'How sustainability changes what customers buy and how companies compete, and what leaders do about it.',
    contentTypes: RESEARCH,
    filters: { enterprisePriorities: ['Advance sustainability'] },
    breadcrumb: true,
  },
  {
    slug: 'future-fit-technology',
    eyebrow: 'Featured Theme',
    title: 'Future Fit Technology',
    description: 'Modernize the technology estate and put AI to work: research for leaders building adaptive, creative and resilient technology.',
    contentTypes: RESEARCH,
    filters: { enterprisePriorities: ['Modernize technology', 'Innovate with AI'] },
    breadcrumb: true,
  },
  {
    slug: 'future-of-work',
    eyebrow: 'Featured Theme',
    title: 'The Future Of Work',
    description: 'Skills, roles and ways of working change with automation and AI. Research for building a future-fit workforce.',
    contentTypes: RESEARCH,
    filters: { enterprisePriorities: ['Build a future-fit workforce'] },
    breadcrumb: false,
  },
  {
    slug: 'align-on-a-clear-growth-strategy',
    eyebrow: 'B2B Growth',
    title: 'Align On A Clear Growth Strategy',
    description: 'Set the growth strategy marketing, sales and product share: where to play, how to win and how to measure it.',
    contentTypes: RESEARCH,
    filters: { enterprisePriorities: ['Accelerate growth'], service: ['b2b'] },
    breadcrumb: false,
  },
  {
    slug: 'design-and-execute-marketing-work',
    eyebrow: 'B2B Growth',
    title: 'Design And Execute Marketing Work',
    description: 'Plan, run and improve the programs that create demand: research and tools for B2B marketing teams.',
    contentTypes: RESEARCH,
    filters: { function: ['B2B Marketing Executives', 'Demand and ABM', 'Portfolio Marketing and Product'] },
    breadcrumb: false,
  },
  {
    slug: 'design-and-execute-sales-work',
    eyebrow: 'B2B Growth',
    title: 'Design And Execute Sales Work',
    description: 'Build the sales motions, roles and operations that turn demand into revenue.',
    contentTypes: RESEARCH,
    filters: { function: ['B2B Sales', 'Revenue Operations'] },
    breadcrumb: false,
  },
  {
    slug: 'manage-and-improve-performance',
    eyebrow: 'B2B Growth',
    title: 'Manage And Improve Performance',
    description: 'Measure what matters and scale what works: benchmarks and practices for B2B go-to-market performance.',
    contentTypes: RESEARCH,
    filters: { service: ['b2b'], phase: ['Accelerate'] },
    breadcrumb: false,
  },
];

export const THEMED_LISTING_SLUGS: readonly string[] = THEMED_LISTINGS.map((theme) => theme.slug);

export function themedListingOf(slug: string): ThemedListing | undefined {
  return THEMED_LISTINGS.find((theme) => theme.slug === slug);
}
