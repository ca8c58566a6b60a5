// The table-of-contents expand/collapse state of the report page (spec 3 §4 "Report and webinar
// pages"): all sections are registered as expanded at load; expanding one section may collapse
// the others, except those that are manually collapsed and not also inactively expanded; manual
// collapse and inactive expand flags are set per section.
//
// Our reading, encoded literally: when an expansion collapses the others, a section S is spared
// (left exactly as it is) when S.manuallyCollapsed && !S.inactivelyExpanded. Such a section is
// one the reader closed by hand; it is already closed and stays so, keeping its manual flag.
// A manually collapsed section that was since opened inactively (e.g. by scrolling into it) is
// not spared: it is collapsed again and loses its inactive flag. Every other section is collapsed
// (expanded=false, inactivelyExpanded=false) without being marked as manually collapsed, because
// the reader did not close it. Functions are pure: they return a new state.

export interface TocSectionState {
  expanded: boolean;
  manuallyCollapsed: boolean;
  inactivelyExpanded: boolean;
}

export type TocState = Readonly<Record<string, TocSectionState>>;

const EXPANDED: TocSectionState = { expanded: true, manuallyCollapsed: false, inactivelyExpanded: false };

export function initialTocState(sectionIds: readonly string[]): TocState {
  return Object.fromEntries(sectionIds.map((id) => [id, { ...EXPANDED }]));
}

function isSparedFromCollapse(section: TocSectionState): boolean {
  return section.manuallyCollapsed && !section.inactivelyExpanded;
}

/**
 * The reader opens a section: it becomes expanded and loses both flags (it is now open by hand).
 * With collapseOthers, the other sections collapse except the spared ones (see above).
 * An unknown id leaves the state unchanged.
 */
export function expandSection(state: TocState, id: string, options: { collapseOthers?: boolean } = {}): TocState {
  if (!(id in state)) return state;
  const next: Record<string, TocSectionState> = {};
  for (const [sectionId, section] of Object.entries(state)) {
    if (sectionId === id) next[sectionId] = { ...EXPANDED };
    else if (options.collapseOthers && !isSparedFromCollapse(section)) {
      next[sectionId] = { ...section, expanded: false, inactivelyExpanded: false };
    } else next[sectionId] = section;
  }
  return next;
}

/** The reader closes a section by hand: collapsed and marked manually collapsed. */
export function collapseSection(state: TocState, id: string): TocState {
  const section = state[id];
  if (!section) return state;
  return { ...state, [id]: { expanded: false, manuallyCollapsed: true, inactivelyExpanded: false } };
}

/**
 * Sets the inactive-expand flag of a section (opened without the reader asking, e.g. because it
 * became the active section while scrolling). Setting it also opens the section; clearing it
 * only clears the flag, the section stays as it is until something collapses it.
 */
export function setInactivelyExpanded(state: TocState, id: string, value: boolean): TocState {
  const section = state[id];
  if (!section) return state;
  return {
    ...state,
    [id]: value ? { ...section, expanded: true, inactivelyExpanded: true } : { ...section, inactivelyExpanded: false },
  };
}

/**
 * The reader is taken to a section without asking to open it (a table-of-contents link, a
 * citation, an anchor in the URL): a collapsed section opens inactively; an open one is left as
 * it is, so a section the reader opened by hand keeps no inactive flag.
 */
export function revealSection(state: TocState, id: string): TocState {
  const section = state[id];
  if (!section || section.expanded) return state;
  return setInactivelyExpanded(state, id, true);
}

/**
 * The reader leaves a section (it is no longer the one in view). An inactively expanded section
 * loses its flag. One the reader had closed by hand is treated as the comment at the top says of
 * a manually collapsed section opened inactively: it is collapsed again, loses its inactive flag
 * and keeps its manual flag, so it is again spared by later expansions. Any other section stays
 * open (setInactivelyExpanded's clearing).
 */
export function leaveSection(state: TocState, id: string): TocState {
  const section = state[id];
  if (!section?.inactivelyExpanded) return state;
  if (section.manuallyCollapsed) return { ...state, [id]: { ...section, expanded: false, inactivelyExpanded: false } };
  return setInactivelyExpanded(state, id, false);
}

/**
 * The section in view changes from `from` to `to` (null: none): the one left is handled by
 * leaveSection, the one entered by revealSection (a collapsed section opens inactively).
 */
export function moveSectionInView(state: TocState, from: string | null, to: string | null): TocState {
  if (from === to) return state;
  const left = from === null ? state : leaveSection(state, from);
  return to === null ? left : revealSection(left, to);
}
