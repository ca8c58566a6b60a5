// The report page's section expand/collapse state, driven by the domain's TOC state machine
// (spec 3 §4): every section starts expanded. It also knows the section in view (useSectionInView),
// which the table of contents marks; the body hands it each section's element.
import { useCallback, useReducer } from 'react';
import { collapseSection, expandSection, initialTocState, type TocState } from '@portal/domain';
import { useSectionInView, type SectionInView } from './useSectionInView';

type TocAction = { type: 'expand'; id: string } | { type: 'collapse'; id: string };

function tocReducer(state: TocState, action: TocAction): TocState {
  return action.type === 'expand' ? expandSection(state, action.id) : collapseSection(state, action.id);
}

export interface TocControls extends SectionInView {
  isExpanded: (id: string) => boolean;
  expand: (id: string) => void;
  collapse: (id: string) => void;
}

export function useTocState(sectionIds: readonly string[]): TocControls {
  const [state, dispatch] = useReducer(tocReducer, sectionIds, initialTocState);
  // A section the state does not know (e.g. the untitled lead section) is always shown.
  const isExpanded = useCallback((id: string) => state[id]?.expanded ?? true, [state]);
  const expand = useCallback((id: string) => dispatch({ type: 'expand', id }), []);
  const collapse = useCallback((id: string) => dispatch({ type: 'collapse', id }), []);
  const { currentSectionId, sectionRef } = useSectionInView(sectionIds);
  return { isExpanded, expand, collapse, currentSectionId, sectionRef };
}
