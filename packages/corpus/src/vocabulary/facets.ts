// Search facet vocabulary (spec 1 §3 "Search preferences", spec 2 §2-§3): the industries,
// geographies, enterprise priorities, services and phases a report is tagged with.

export const FACET_INDUSTRIES = [
  'Financial services', 'Insurance', 'Retail', 'Consumer products', 'Manufacturing', 'Healthcare',
  'Life sciences', 'Technology', 'Telecommunications', 'Media and entertainment', 'Public sector',
  'Travel and hospitality', 'Energy and utilities', 'Transportation and logistics',
];

export const FACET_GEOGRAPHIES = ['North America', 'Europe', 'Asia Pacific', 'Latin America', 'Middle East and Africa'];
/** Research that is not about one region. */
export const GLOBAL_GEOGRAPHY = 'Global';

/** Cross-function priorities an enterprise sets itself; a report serves one or two. */
export const ENTERPRISE_PRIORITIES = [
  'Accelerate growth', 'Improve customer experience', 'Reduce cost and complexity', 'Manage risk and resilience',
  'Innovate with AI', 'Modernize technology', 'Build a future-fit workforce', 'Advance sustainability',
];

/** Service slugs of the market insights pages (spec 2 §2). */
export const SERVICES = ['technology', 'b2b', 'consumer-and-digital'] as const;
export type ServiceSlug = (typeof SERVICES)[number];

/** The service each function's research belongs to first. */
export const FUNCTION_SERVICE: Record<string, ServiceSlug> = {
  'b2b-marketing-executives': 'b2b',
  'b2b-sales': 'b2b',
  'demand-and-abm': 'b2b',
  'portfolio-marketing-and-product': 'b2b',
  'revenue-operations': 'b2b',
  'b2c-marketing-executives': 'consumer-and-digital',
  'customer-experience': 'consumer-and-digital',
  'digital-business-and-strategy': 'consumer-and-digital',
  'data-ai-and-analytics': 'technology',
  'security-and-risk': 'technology',
  'technology-architecture-and-delivery': 'technology',
  'technology-executives': 'technology',
};

/** Phases of the analyst relations and further research tabs (spec 2 §2). */
export const PHASES = ['Define', 'Apply', 'Accelerate'] as const;
export type Phase = (typeof PHASES)[number];

/** The phase a kind of research usually serves: framing the problem, acting on it, or scaling it. */
export const IP_TYPE_PHASE: Record<string, Phase> = {
  Trends: 'Define',
  Forecast: 'Define',
  'Data Snapshot': 'Define',
  Landscape: 'Define',
  'Best Practice': 'Apply',
  'Research Playbook': 'Apply',
  'Case Study': 'Apply',
  Wave: 'Accelerate',
  Benchmark: 'Accelerate',
};
