// Functions and services (spec 3 §2 "Functions and navigation wording", §3 "Service listing
// item", §6): the pure rules of the listing and the function page's tabs. Their REST shapes are
// the contracts' (@portal/contracts serviceCatalog.ts).
import { hyphenated } from './contentIds.js';

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
export function splitServiceListing<T extends { isSubscribed: boolean; isProtected: boolean }>(items: readonly T[]): { subscribed: T[]; previewable: T[] } {
  const subscribed = items.filter((item) => item.isSubscribed);
  const previewable = items.filter((item) => !item.isSubscribed && !item.isProtected);
  return { subscribed, previewable };
}

/** Service subscription names (session `services`) compare case-insensitively and trimmed. */
export function holdsService(userServices: readonly string[], subscriptionName: string): boolean {
  const wanted = subscriptionName.trim().toLowerCase();
  return userServices.some((name) => name.trim().toLowerCase() === wanted);
}
