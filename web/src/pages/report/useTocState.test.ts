// The report page's TOC reducer: the domain's state machine plus the section in view, so the
// section the reader leaves is known (tocState's leaveSection) when the next one comes in view.
import { describe, expect, it } from 'vitest';
import { initialTocReducerState, tocReducer, type TocAction, type TocReducerState } from './useTocState';

const run = (actions: TocAction[], state: TocReducerState = initialTocReducerState(['a', 'b', 'c'])) => actions.reduce(tocReducer, state);

describe('tocReducer', () => {
  it('opens a collapsed section inactively when it comes in view, and closes it again when left', () => {
    const inside = run([{ type: 'collapse', id: 'b' }, { type: 'inView', id: 'a' }, { type: 'inView', id: 'b' }]);
    expect(inside.inView).toBe('b');
    expect(inside.sections.b).toEqual({ expanded: true, manuallyCollapsed: true, inactivelyExpanded: true });
    const past = tocReducer(inside, { type: 'inView', id: 'c' });
    expect(past.sections.b).toEqual({ expanded: false, manuallyCollapsed: true, inactivelyExpanded: false });
  });

  it('reveals a collapsed section inactively and leaves an open one as it is', () => {
    const collapsed = run([{ type: 'collapse', id: 'c' }]);
    expect(tocReducer(collapsed, { type: 'reveal', id: 'c' }).sections.c.inactivelyExpanded).toBe(true);
    expect(tocReducer(collapsed, { type: 'reveal', id: 'a' })).toBe(collapsed);
  });

  it('a revealed section stays open while in view and is handled on leaving it', () => {
    const state = run([{ type: 'inView', id: 'a' }, { type: 'collapse', id: 'c' }, { type: 'reveal', id: 'c' }, { type: 'inView', id: 'c' }]);
    expect(state.sections.c.expanded).toBe(true);
    expect(tocReducer(state, { type: 'inView', id: 'a' }).sections.c.expanded).toBe(false);
  });

  it('the same section in view again changes nothing', () => {
    const state = run([{ type: 'inView', id: 'a' }]);
    expect(tocReducer(state, { type: 'inView', id: 'a' })).toBe(state);
  });
});
