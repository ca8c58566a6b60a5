// The cache's one rule for a paged listing field (spec 3 §4 Paging): every page of one listing is
// stored under one key (its input without the paging argument), and a later page appends its cards
// to the ones already held, so "show more" is a `fetchMore` and the cache holds the whole list.
import type { FieldPolicy } from '@apollo/client';

/** The input fields that say which page is asked, not which listing. */
const PAGING_ARGS = new Set(['page', 'step', 'offset']);

interface PagedInput {
  page?: number | null;
  step?: number | null;
  offset?: number | null;
}

interface PagedValue {
  cards: readonly unknown[];
}

/** The listing an input names: its fields other than the paging ones, in a stable order. */
export function listingKeyOf(args: Record<string, unknown> | null): string {
  const input = (args?.input ?? {}) as Record<string, unknown>;
  const named = Object.keys(input)
    .filter((key) => !PAGING_ARGS.has(key) && input[key] !== undefined)
    .sort()
    .map((key) => [key, input[key]]);
  return JSON.stringify(Object.fromEntries(named));
}

/** The first page (page 1, step 0, offset 0, or none given) starts the list anew. */
export function isFirstPage(input: PagedInput | undefined): boolean {
  return (input?.page ?? 1) <= 1 && (input?.step ?? 0) <= 0 && (input?.offset ?? 0) <= 0;
}

export function pagedListingPolicy(): FieldPolicy<PagedValue> {
  return {
    keyArgs: (args) => listingKeyOf(args),
    merge(existing, incoming, { args }) {
      if (!existing || isFirstPage(args?.input as PagedInput | undefined)) return incoming;
      return { ...incoming, cards: [...existing.cards, ...incoming.cards] };
    },
  };
}

/** The Query fields that list one page of a listing at a time. */
export const PAGED_LISTING_FIELDS = [
  'latestResearch', 'dataSnapshots', 'analystRelations', 'priorityResearch', 'webinars', 'playbooks', 'surveys', 'themedListing',
  'forecasts', 'technologies', 'buyerInsights',
] as const;
