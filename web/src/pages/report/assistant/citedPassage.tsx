// The passage a citation in the assistant's answer points at (issue #12): the panel's citation
// link shows it, the report body marks it. Showing opens the cited section, marks the passage and
// scrolls it into view, the way a table-of-contents link opens its section before the jump.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { HIGHLIGHT_ATTRIBUTE } from '../../../components/HighlightedText';

export interface CitedPassage {
  /** The section's anchor; '' for the untitled lead section. */
  sectionId: string;
  quote: string;
}

interface CitedPassageControls {
  cited: CitedPassage | null;
  show: (passage: CitedPassage) => void;
}

const CitedPassageContext = createContext<CitedPassageControls>({ cited: null, show: () => {} });

export function useCitedPassage(): CitedPassageControls {
  return useContext(CitedPassageContext);
}

/** The cited quote when a body section (by its id and title) holds it; null otherwise. */
export function citedQuoteIn(cited: CitedPassage | null, section: { id: string; title: string | null | undefined }): string | null {
  if (!cited) return null;
  const holds = cited.sectionId === '' ? !section.title : cited.sectionId === section.id;
  return holds ? cited.quote : null;
}

export function CitedPassageProvider({ onOpenSection, children }: { onOpenSection: (sectionId: string) => void; children: ReactNode }) {
  const [cited, setCited] = useState<CitedPassage | null>(null);
  const show = useCallback(
    (passage: CitedPassage) => {
      // Rendered at once, so the mark (or the section) exists to scroll to.
      flushSync(() => {
        setCited(passage);
        if (passage.sectionId) onOpenSection(passage.sectionId);
      });
      const target = document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`) ?? (passage.sectionId ? document.getElementById(passage.sectionId) : null);
      // jsdom has no layout, and no scrollIntoView.
      target?.scrollIntoView?.({ block: 'center' });
    },
    [onOpenSection],
  );
  const value = useMemo(() => ({ cited, show }), [cited, show]);
  return <CitedPassageContext value={value}>{children}</CitedPassageContext>;
}
