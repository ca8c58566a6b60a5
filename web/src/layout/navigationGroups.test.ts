import { describe, expect, it } from 'vitest';
import { navigationGroups, subHeaderGroups } from './navigationGroups';

const items = [{ key: 'function-customer-experience' }, { key: 'function-b2b-sales' }, { key: 'function-security-and-risk' }];

describe('navigationGroups', () => {
  it("splits the Functions menu into 'Your Function' and 'Related Functions'", () => {
    expect(navigationGroups('functions', items, new Set(['b2b-sales']))).toEqual([
      { title: 'Your Function', items: [{ key: 'function-b2b-sales' }] },
      { title: 'Related Functions', items: [{ key: 'function-customer-experience' }, { key: 'function-security-and-risk' }] },
    ]);
  });

  it('leaves an empty group out, and keeps other menus whole', () => {
    expect(navigationGroups('functions', items, new Set())).toEqual([{ title: 'Related Functions', items }]);
    expect(navigationGroups('insights', items, new Set(['b2b-sales']))).toEqual([{ title: null, items }]);
  });
});

describe('subHeaderGroups', () => {
  const links = [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }, { key: 'c', label: 'C' }];

  it("groups the item's own links under its sub-headers, by key, leaving out unknown keys and empty groups", () => {
    const groups = subHeaderGroups({
      menuItems: links,
      subHeaderMenuItems: [
        { key: 'one', label: 'One', menuItems: [{ key: 'c' }, { key: 'missing' }] },
        { key: 'two', label: 'Two', menuItems: [{ key: 'a' }, { key: 'b' }] },
        { key: 'none', label: 'None', menuItems: [{ key: 'missing' }] },
      ],
    });
    expect(groups).toEqual([
      { key: 'one', title: 'One', items: [links[2]] },
      { key: 'two', title: 'Two', items: [links[0], links[1]] },
    ]);
  });

  it('is one untitled group without sub-headers', () => {
    expect(subHeaderGroups({ menuItems: links, subHeaderMenuItems: [] })).toEqual([{ key: 'links', title: null, items: links }]);
  });
});
