// An insights listing's cards read from the loader's query, with 'Show more' fetching the next
// page into the cache (usePagedQuery): the one body of the latest research, data snapshots,
// analyst relations and further research pages.
import type { OperationVariables } from '@apollo/client';
import { usePagedQuery, type ListingQueryRef } from '../../app/paging/usePagedQuery';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { InsightCardList, pagedCardListProps } from './InsightCardList';

/** One page of any search-backed insights listing: every insights query selects it. */
export const InsightPageFragment = graphql(`
  fragment InsightPage_results on InsightListResults {
    page
    totalPages
    itemsTotal
    loadMore
    cards {
      contentId
      ...SearchResultCard_card
    }
  }
`);

export type InsightPageRef = FragmentType<typeof InsightPageFragment>;

export const insightPageOf = (ref: InsightPageRef) => getFragmentData(InsightPageFragment, ref);

interface PagedInsightListProps<TData, TVariables extends OperationVariables> {
  queryRef: ListingQueryRef<TData, TVariables>;
  select: (data: TData) => InsightPageRef;
  /** The variables of a page of this listing. */
  variablesOf: (page: number) => Partial<TVariables>;
  /** The list's accessible name. */
  label: string;
  area: string;
}

export function PagedInsightList<TData, TVariables extends OperationVariables>({ queryRef, select, variablesOf, label, area }: PagedInsightListProps<TData, TVariables>) {
  const list = usePagedQuery(queryRef, { select: (data: TData) => insightPageOf(select(data)), next: (latest) => variablesOf(latest.page + 1), area });
  return (
    <InsightCardList label={label} {...pagedCardListProps(list)} />
  );
}
