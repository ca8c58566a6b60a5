import { describe, expect, it } from 'vitest';
import {
  collapseSection,
  expandSection,
  initialTocState,
  leaveSection,
  moveSectionInView,
  revealSection,
  setInactivelyExpanded,
  type TocState,
} from './tocState.js';

const ids = ['a', 'b', 'c', 'd'];
const expandedIds = (state: TocState) => Object.keys(state).filter((id) => state[id].expanded);

describe('TOC state', () => {
  it('registers every section as expanded at load', () => {
    const state = initialTocState(ids);
    expect(state).toEqual({
      a: { expanded: true, manuallyCollapsed: false, inactivelyExpanded: false },
      b: { expanded: true, manuallyCollapsed: false, inactivelyExpanded: false },
      c: { expanded: true, manuallyCollapsed: false, inactivelyExpanded: false },
      d: { expanded: true, manuallyCollapsed: false, inactivelyExpanded: false },
    });
  });

  it('collapsing by hand marks the section manually collapsed', () => {
    const state = collapseSection(initialTocState(ids), 'b');
    expect(state.b).toEqual({ expanded: false, manuallyCollapsed: true, inactivelyExpanded: false });
    expect(expandedIds(state)).toEqual(['a', 'c', 'd']);
  });

  it('expanding a section without collapseOthers leaves the others alone', () => {
    const collapsed = collapseSection(collapseSection(initialTocState(ids), 'b'), 'c');
    const state = expandSection(collapsed, 'b');
    expect(state.b).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: false });
    expect(state.c).toBe(collapsed.c);
    expect(expandedIds(state)).toEqual(['a', 'b', 'd']);
  });

  it('expanding with collapseOthers collapses the other sections without marking them manual', () => {
    const state = expandSection(initialTocState(ids), 'c', { collapseOthers: true });
    expect(expandedIds(state)).toEqual(['c']);
    expect(state.a).toEqual({ expanded: false, manuallyCollapsed: false, inactivelyExpanded: false });
  });

  it('spares sections that are manually collapsed and not inactively expanded', () => {
    const before = collapseSection(initialTocState(ids), 'a');
    const state = expandSection(before, 'c', { collapseOthers: true });
    expect(state.a).toBe(before.a);
    expect(state.a.manuallyCollapsed).toBe(true);
  });

  it('collapses a manually collapsed section that was since inactively expanded', () => {
    const before = setInactivelyExpanded(collapseSection(initialTocState(ids), 'a'), 'a', true);
    expect(before.a).toEqual({ expanded: true, manuallyCollapsed: true, inactivelyExpanded: true });
    const state = expandSection(before, 'c', { collapseOthers: true });
    expect(state.a).toEqual({ expanded: false, manuallyCollapsed: true, inactivelyExpanded: false });
  });

  it('setting the inactive flag opens the section; clearing it keeps it open', () => {
    const collapsed = expandSection(initialTocState(ids), 'a', { collapseOthers: true });
    const opened = setInactivelyExpanded(collapsed, 'b', true);
    expect(opened.b).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: true });
    const cleared = setInactivelyExpanded(opened, 'b', false);
    expect(cleared.b).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: false });
  });

  it('expanding by hand clears both flags', () => {
    const before = setInactivelyExpanded(collapseSection(initialTocState(ids), 'd'), 'd', true);
    expect(expandSection(before, 'd').d).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: false });
  });

  it('ignores unknown section ids and never mutates its input', () => {
    const state = initialTocState(ids);
    const snapshot = structuredClone(state);
    expect(expandSection(state, 'zz', { collapseOthers: true })).toBe(state);
    expect(collapseSection(state, 'zz')).toBe(state);
    expect(setInactivelyExpanded(state, 'zz', true)).toBe(state);
    collapseSection(state, 'a');
    expandSection(state, 'b', { collapseOthers: true });
    expect(state).toEqual(snapshot);
  });
});

describe('TOC state as the section in view moves', () => {
  const closedByHand = (id: string) => collapseSection(initialTocState(ids), id);

  it('revealing a collapsed section opens it inactively; an open one is left alone', () => {
    const state = revealSection(closedByHand('b'), 'b');
    expect(state.b).toEqual({ expanded: true, manuallyCollapsed: true, inactivelyExpanded: true });
    const open = initialTocState(ids);
    expect(revealSection(open, 'a')).toBe(open);
    expect(revealSection(open, 'zz')).toBe(open);
  });

  it('entering a collapsed section opens it inactively', () => {
    const state = moveSectionInView(closedByHand('b'), 'a', 'b');
    expect(state.b).toEqual({ expanded: true, manuallyCollapsed: true, inactivelyExpanded: true });
    expect(state.a).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: false });
  });

  it('leaving a section closed by hand collapses it again, keeping the manual flag', () => {
    const inside = moveSectionInView(closedByHand('b'), 'a', 'b');
    const past = moveSectionInView(inside, 'b', 'c');
    expect(past.b).toEqual({ expanded: false, manuallyCollapsed: true, inactivelyExpanded: false });
    // Spared again by an expansion that collapses the others.
    expect(expandSection(past, 'd', { collapseOthers: true }).b).toBe(past.b);
  });

  it('leaving a section opened inactively that was not closed by hand only clears the flag', () => {
    const collapsed = expandSection(initialTocState(ids), 'a', { collapseOthers: true });
    const inside = moveSectionInView(collapsed, 'a', 'c');
    expect(inside.c).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: true });
    const left = leaveSection(inside, 'c');
    expect(left.c).toEqual({ expanded: true, manuallyCollapsed: false, inactivelyExpanded: false });
  });

  it('leaving or entering an open section changes nothing', () => {
    const state = initialTocState(ids);
    expect(moveSectionInView(state, 'a', 'b')).toBe(state);
    expect(moveSectionInView(state, null, 'a')).toBe(state);
    expect(moveSectionInView(state, 'a', null)).toBe(state);
    expect(moveSectionInView(state, 'a', 'a')).toBe(state);
  });
});
