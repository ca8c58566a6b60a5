// Spec 3 §4 Paging: the first fetch (the loader's) starts the list; each later fetch appends the
// next page. The list restarts whenever the page is keyed anew (another tab, search or sort).
import { useState } from 'react';
import { useAnnounce } from '../../../a11y/announce';
import { reportError } from '../../../app/reportError';

export interface Page<T> {
  cards: readonly T[];
  itemsTotal: number;
  loadMore: boolean;
}

export function useShowMore<P extends Page<unknown>>(first: P, fetchNext: (latest: P, pagesSoFar: number) => Promise<P>, area: string) {
  const announce = useAnnounce();
  const [more, setMore] = useState<P[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = more.at(-1) ?? first;
  const cards = [first, ...more].flatMap((page) => page.cards) as P['cards'][number][];

  async function showMore() {
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchNext(latest, more.length + 1);
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
