// 'Show more' over a paged listing: the first page (from the loader, or a fresh first fetch) plus
// the pages appended after it, each one network fetch of the next page.
import { useState } from 'react';
import { useAnnounce } from '../../a11y/announce';
import { reportError } from '../../app/reportError';

export interface Paged<C> {
  page: number;
  itemsTotal: number;
  loadMore: boolean;
  cards: readonly C[];
}

export function useMorePages<P extends Paged<unknown>>(first: P, fetchPage: (page: number) => Promise<P>, area: string) {
  const announce = useAnnounce();
  const [more, setMore] = useState<P[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = more.at(-1) ?? first;
  const cards: P['cards'][number][] = [first, ...more].flatMap((page) => page.cards);

  async function showMore() {
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchPage(latest.page + 1);
      setMore((pages) => [...pages, next]);
      announce(`Showing ${cards.length + next.cards.length} of ${next.itemsTotal}`, 'polite');
    } catch (error) {
      reportError(error, area);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { cards, itemsTotal: latest.itemsTotal, loadMore: latest.loadMore, loading, failed, showMore };
}
