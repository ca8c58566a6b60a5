import { describe, expect, it } from 'vitest';
import { navigationGroups } from './navigationGroups';

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
