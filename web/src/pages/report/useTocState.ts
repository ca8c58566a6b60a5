// The report page's section expand/collapse state, driven by the domain's TOC state machine
// (spec 3 §4): every section starts expanded.
import { useCallback, useReducer } from 'react';
import { collapseSection, expandSection, initialTocState, type TocState } from '@portal/domain';

type TocAction = { type: 'expand'; id: string } | { type: 'collapse'; id: string };

function tocReducer(state: TocState, action: TocAction): TocState {
  return action.type === 'expand' ? expandSection(state, action.id) : collapseSection(state, action.id);
}

export interface TocControls {
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
  return { isExpanded, expand, collapse };
}
