// 'Show more' over a listing the route loader preloaded (spec 3 §4 Paging): the page reads the
// loader's query, and each 'Show more' is a `fetchMore` of the next page that the cache appends
// (pagedListingPolicy), so the list on screen is always the cache's.
import { useState, useTransition } from 'react';
import type { OperationVariables } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useAnnounce } from '../../a11y/announce';
import { reportError } from '../reportError';

/** What a loader preloads with errorPolicy 'all': its data may be empty when the first page failed. */
export type ListingQueryRef<TData, TVariables extends OperationVariables> = QueryRef<TData, TVariables, 'empty' | 'complete' | 'streaming'>;

export interface PagedList<C> {
  itemsTotal: number;
  loadMore: boolean;
  cards: readonly C[];
}

interface PagedQueryOptions<TData, TVariables, P> {
  /** The listing in the query's answer. */
  select: (data: TData) => P;
  /** The variables of the page after `latest` (the whole input: fetchMore replaces it). */
  next: (latest: P) => Partial<TVariables>;
  /** Where a failure is reported from. */
  area: string;
  /** What is announced once a next page is there (by default 'Showing n of m'). */
  announced?: (shown: number, page: P) => string;
}

const showing = (shown: number, page: PagedList<unknown>) => `Showing ${shown} of ${page.itemsTotal}`;

export function usePagedQuery<TData, TVariables extends OperationVariables, P extends PagedList<unknown>>(
  queryRef: ListingQueryRef<TData, TVariables>,
  { select, next, area, announced = showing }: PagedQueryOptions<TData, TVariables, P>,
) {
  const announce = useAnnounce();
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  // A transition keeps the list on screen while the next page loads (fetchMore would suspend it).
  const [loading, startLoading] = useTransition();
  // Why the last 'Show more' failed, if it did.
  const [failure, setFailure] = useState<unknown>(null);
  // The route renders the page only once the first page is there.
  const latest = select(data as TData);

  function showMore() {
    setFailure(null);
    startLoading(async () => {
      try {
        const result = await fetchMore({ variables: next(latest) });
        if (result.error || !result.data) throw result.error ?? new Error(`No ${area} in the answer`);
        const page = select(result.data as TData);
        announce(announced(latest.cards.length + page.cards.length, page), 'polite');
      } catch (error) {
        reportError(error, area);
        setFailure(error);
      }
    });
  }

  return { latest, cards: latest.cards as P['cards'], itemsTotal: latest.itemsTotal, loadMore: latest.loadMore, loading, failed: failure !== null, failure, showMore };
}
