// Who may read which research (spec 1 §6, spec 3 §6): one rule for every place that serves or lists
// restricted content. Public research is for everyone; restricted research is for employees and for
// readers whose subscriptions include one of the report's products. GUEST and AOC entitle nothing
// restricted, and a logged-out caller (reader null) reads only public research. A report bought at
// checkout is readable by its buyer (and nobody else) whatever their subscriptions, and so is a report
// shared with a reader by a ticket, for as long as its courtesy view lasts.
import type { ResearchAccess } from './researchBody.js';

/** Spec 3 §8: the 401 message of research the caller may not read (upstream, gateway, locked cards). */
export const RESEARCH_NOT_ACCESSIBLE_MESSAGE = 'Research page is not accessible with the current credentials';

/** The subscription products research is sold under (spec 1 §6: Decisions and Market Insights). */
export const RESEARCH_PRODUCTS = ['FD', 'FMI'] as const;
export type ResearchProduct = (typeof RESEARCH_PRODUCTS)[number];

/** What entitlements need to know of a signed-in reader: from the user store, never from a header. */
export interface Reader {
  userType: string;
  subscriptions: readonly string[];
  /** The content ids this reader bought one at a time (checkout): each readable by them alone. */
  purchased?: readonly string[];
  /** The report ids this reader holds an unexpired courtesy view of (a redeemed share ticket, researchShare.ts). */
  courtesy?: readonly string[];
}

export interface Entitled {
  access: ResearchAccess;
  products: readonly string[];
  /** The report's id, so that a reader who bought it reads it; absent, purchases are not looked at. */
  id?: string;
}

const EMPLOYEE = 'employee';

/** The research products a reader's subscriptions entitle (any case; other subscriptions none). */
export function entitledProducts(reader: Reader | null): ResearchProduct[] {
  if (!reader) return [];
  if (reader.userType.toLowerCase() === EMPLOYEE) return [...RESEARCH_PRODUCTS];
  const held = new Set(reader.subscriptions.map((s) => s.trim().toUpperCase()));
  return RESEARCH_PRODUCTS.filter((p) => held.has(p));
}

export function canReadResearch(reader: Reader | null, report: Entitled): boolean {
  if (report.access === 'public') return true;
  if (reader?.userType.toLowerCase() === EMPLOYEE) return true;
  if (report.id !== undefined && reader?.purchased?.includes(report.id)) return true;
  if (report.id !== undefined && reader?.courtesy?.includes(report.id)) return true;
  const entitled = entitledProducts(reader);
  return report.products.some((p) => (entitled as readonly string[]).includes(p));
}
