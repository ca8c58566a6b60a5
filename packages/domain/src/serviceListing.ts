// Functions and services (spec 3 §2 "Functions and navigation wording", §3 "Service listing
// item", §6): the REST shapes and the pure rules of the listing and the function page's tabs.
import { hyphenated } from './contentIds.js';

export type ServiceContentType = 'MarketsInsights' | 'Function';

export interface ServiceListingItemDto {
  contentId: string;
  slug: string;
  title: string;
  description: string;
  /** The market service it belongs to: 'Technology', 'B2B' or 'Consumer & Digital'. */
  category: string;
  contentType: ServiceContentType;
  /** Where its card leads. */
  contentURL: string;
  /** Held by the caller's subscription (session `services`); false when logged out. */
  isSubscribed: boolean;
  /** Readable only with a subscription: hidden from the listing unless subscribed. */
  isProtected: boolean;
}

export interface ServiceTabItemDto {
  contentId: string;
  title: string;
  summary: string;
  path: string;
  publishedDate: string;
  /** Report ipType, tool badge or 'Webinar'. */
  label: string;
}

export interface ServiceTabDto {
  label: string;
  items: ServiceTabItemDto[];
}

export interface PriorityDto {
  id: string;
  label: string;
  description: string;
  path: string;
  functionSlug: string;
  functionId: string;
  functionName: string;
}

export interface ServicePageDto extends ServiceListingItemDto {
  priorities: PriorityDto[];
  /** The tabs after Functional Priorities, each with its data (possibly none). */
  tabs: ServiceTabDto[];
  /** The other functions of the same category. */
  relatedFunctions: ServiceListingItemDto[];
}

/** Spec 3 §2, in order. Functional Priorities always shows; the others only with data. */
export const FUNCTION_TAB_LABELS = ['Functional Priorities', 'Benchmark Metrics', 'Courses', 'Assessments', 'Case Studies', 'Webinars'] as const;
export const FUNCTION_NAV_GROUPS = { yours: 'Your Function', related: 'Related Functions' } as const;
export const SERVICE_PAGE_NO_ACCESS_MESSAGE = 'Service page is not accessible for idToken';

/** A tab's slug from its label (spec 3 §2): 'Case Studies' -> 'case-studies'. */
export function tabSlug(label: string): string {
  return hyphenated(label, 'NFKD');
}

/** The tabs a function page shows: Functional Priorities, then each later tab that has data. */
export function visibleFunctionTabs<T extends { label: string; items: readonly unknown[] }>(tabs: readonly T[]): { label: string; slug: string; tab: T | null }[] {
  const first = { label: FUNCTION_TAB_LABELS[0], slug: tabSlug(FUNCTION_TAB_LABELS[0]), tab: null };
  return [first, ...tabs.filter((tab) => tab.items.length > 0).map((tab) => ({ label: tab.label, slug: tabSlug(tab.label), tab }))];
}

/**
 * Spec 3 §6: the listing separates subscribed services from previewable ones; a protected service
 * the caller does not hold is hidden. Order is kept.
 */
export function splitServiceListing<T extends Pick<ServiceListingItemDto, 'isSubscribed' | 'isProtected'>>(items: readonly T[]): { subscribed: T[]; previewable: T[] } {
  const subscribed = items.filter((item) => item.isSubscribed);
  const previewable = items.filter((item) => !item.isSubscribed && !item.isProtected);
  return { subscribed, previewable };
}

/** Service subscription names (session `services`) compare case-insensitively and trimmed. */
export function holdsService(userServices: readonly string[], subscriptionName: string): boolean {
  const wanted = subscriptionName.trim().toLowerCase();
  return userServices.some((name) => name.trim().toLowerCase() === wanted);
}
