// The report page's section expand/collapse state, driven by the domain's TOC state machine
// (spec 3 §4): every section starts expanded. It also knows the section in view (useSectionInView),
// which the table of contents marks; the body hands it each section's element.
// A collapsed section the reader is taken to opens inactively (spec 3 "inactively expanded"):
// when it becomes the section in view by scrolling, when a table-of-contents link or a citation
// reveals it, or when the URL's anchor points into it. When the reader leaves it, the flag is
// cleared, and a section the reader had closed by hand closes again (tocState's leaveSection).
import { useCallback, useEffect, useReducer } from 'react';
import { collapseSection, expandSection, initialTocState, moveSectionInView, revealSection, type TocState } from '@portal/domain';
import { useSectionInView, type SectionInView } from './useSectionInView';
import { sectionContentId } from './ReportSection';

export type TocAction =
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'reveal'; id: string }
  | { type: 'inView'; id: string | null };

export interface TocReducerState {
  sections: TocState;
  /** The section in view as the reducer last saw it, to know which one the reader left. */
  inView: string | null;
}

export function initialTocReducerState(sectionIds: readonly string[]): TocReducerState {
  return { sections: initialTocState(sectionIds), inView: null };
}

export function tocReducer(state: TocReducerState, action: TocAction): TocReducerState {
  switch (action.type) {
    case 'expand':
      return { ...state, sections: expandSection(state.sections, action.id) };
    case 'collapse':
      return { ...state, sections: collapseSection(state.sections, action.id) };
    case 'reveal': {
      const sections = revealSection(state.sections, action.id);
      return sections === state.sections ? state : { ...state, sections };
    }
    case 'inView':
      if (action.id === state.inView) return state;
      return { sections: moveSectionInView(state.sections, state.inView, action.id), inView: action.id };
  }
}

/** The titled section whose heading is `target` or whose content holds it; undefined for none. */
function sectionHolding(sectionIds: readonly string[], target: Element): string | undefined {
  return sectionIds.find((id) => target.id === id || document.getElementById(sectionContentId(id))?.contains(target));
}

export interface TocControls extends SectionInView {
  isExpanded: (id: string) => boolean;
  /** Is the section open only because the reader was taken to it (not opened by hand)? */
  isInactivelyExpanded: (id: string) => boolean;
  expand: (id: string) => void;
  collapse: (id: string) => void;
  /** Opens a collapsed section inactively, before a jump to it (a TOC link, a citation). */
  reveal: (id: string) => void;
}

export function useTocState(sectionIds: readonly string[]): TocControls {
  const [state, dispatch] = useReducer(tocReducer, sectionIds, initialTocReducerState);
  // A section the state does not know (e.g. the untitled lead section) is always shown.
  const isExpanded = useCallback((id: string) => state.sections[id]?.expanded ?? true, [state]);
  const isInactivelyExpanded = useCallback((id: string) => state.sections[id]?.inactivelyExpanded ?? false, [state]);
  const expand = useCallback((id: string) => dispatch({ type: 'expand', id }), []);
  const collapse = useCallback((id: string) => dispatch({ type: 'collapse', id }), []);
  const reveal = useCallback((id: string) => dispatch({ type: 'reveal', id }), []);
  const { currentSectionId, sectionRef } = useSectionInView(sectionIds);

  useEffect(() => dispatch({ type: 'inView', id: currentSectionId }), [currentSectionId]);

  // An anchor in the URL (on load, or a same-page link such as a figure's) into a collapsed
  // section opens it, so the browser has a visible target.
  const order = sectionIds.join('\n');
  useEffect(() => {
    const ids = order.split('\n');
    const revealAnchor = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      const target = anchor ? document.getElementById(anchor) : null;
      const id = target ? sectionHolding(ids, target) : undefined;
      if (id === undefined || !document.getElementById(sectionContentId(id))?.hidden) return;
      dispatch({ type: 'reveal', id });
      // Rendered open on the next frame; scroll there as the browser could not.
      requestAnimationFrame(() => target?.scrollIntoView?.({ block: 'start' }));
    };
    revealAnchor();
    window.addEventListener('hashchange', revealAnchor);
    return () => window.removeEventListener('hashchange', revealAnchor);
  }, [order]);

  return { isExpanded, isInactivelyExpanded, expand, collapse, reveal, currentSectionId, sectionRef };
}
