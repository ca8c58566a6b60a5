import { describe, expect, it } from 'vitest';
import { groupByProduct, telHref } from './contactGroups';

describe('groupByProduct', () => {
  it('groups in the order products first appear and names them', () => {
    const groups = groupByProduct([
      { product: 'FD', fullName: 'A' },
      { product: 'FMI', fullName: 'B' },
      { product: 'FD', fullName: 'C' },
      { product: 'XYZ', fullName: 'D' },
    ]);
    expect(groups.map((g) => [g.name, g.contacts.map((c) => c.fullName)])).toEqual([
      ['Decisions', ['A', 'C']],
      ['Market Insights', ['B']],
      ['XYZ', ['D']],
    ]);
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+1 617.555.0131')).toBe('tel:+16175550131');
  });
});
