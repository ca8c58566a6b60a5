// Which section of the report the reader has in view, for the table of contents to mark (spec 3
// "Research page data": currentSection). An IntersectionObserver watches each titled section's
// element against a band of the viewport: from below the sticky header (the anchor offset) down to
// 40% of its height. The section in view is the first, in body order, that reaches into the band,
// so a long section stays current while its text fills the top of the screen. When none does
// (the hero above the first section, the gallery below the last) the last one seen stays marked:
// no flicker as the reader crosses the gap between two sections.
// Where IntersectionObserver does not exist (server rendering, old browsers) nothing is marked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANCHOR_OFFSET_PX } from './anchors';

export const SECTION_IN_VIEW_ROOT_MARGIN = `-${ANCHOR_OFFSET_PX}px 0px -60% 0px`;

export interface SectionInView {
  /** The id of the section in view; null until one has been seen. */
  currentSectionId: string | null;
  /** The ref callback for a section's element (stable per id). */
  sectionRef: (id: string) => (element: HTMLElement | null) => void;
}

export function useSectionInView(sectionIds: readonly string[]): SectionInView {
  const [currentSectionId, setCurrentSectionId] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  // The ids as one string: the caller may pass a new array with the same ids on every render.
  const order = sectionIds.join('\n');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const ids = order.split('\n');
    const inBand = new Set<string>();
    const idOf = (target: Element) => [...elements.current].find(([, element]) => element === target)?.[0];
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = idOf(entry.target);
          if (id === undefined) continue;
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        const first = ids.find((id) => inBand.has(id));
        if (first !== undefined) setCurrentSectionId(first);
      },
      { rootMargin: SECTION_IN_VIEW_ROOT_MARGIN },
    );
    observer.current = watcher;
    for (const element of elements.current.values()) watcher.observe(element);
    return () => {
      watcher.disconnect();
      observer.current = null;
    };
  }, [order]);

  const sectionRef = useCallback((id: string) => {
    let callback = refCallbacks.current.get(id);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        const previous = elements.current.get(id);
        if (previous && previous !== element) {
          observer.current?.unobserve(previous);
          elements.current.delete(id);
        }
        if (element) {
          elements.current.set(id, element);
          observer.current?.observe(element);
        }
      };
      refCallbacks.current.set(id, callback);
    }
    return callback;
  }, []);

  return { currentSectionId, sectionRef };
}
