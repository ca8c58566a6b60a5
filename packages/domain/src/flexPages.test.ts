import { describe, expect, it } from 'vitest';
import { blueprintPath, flexPagePath, isBlueprintId, isFlexPageId, selectedFlexTab } from './flexPages.js';

describe('flex page and blueprint ids', () => {
  it.each(['PG14', 'PG1', 'PG100'])('%s is a flex page id', (id) => expect(isFlexPageId(id)).toBe(true));
  it.each(['', 'PG', 'pg14', 'PGX14', 'PG14 ', 'RES100000', 'PG-14', 'BLP100000', 7])('%j is not a flex page id', (id) => expect(isFlexPageId(id)).toBe(false));
  it.each(['BLP100000', 'BLP1'])('%s is a blueprint id', (id) => expect(isBlueprintId(id)).toBe(true));
  it.each(['', 'BLP', 'blp1', 'BLP1a', 'PG14', 'blueprintCard'])('%j is not a blueprint id', (id) => expect(isBlueprintId(id)).toBe(false));
});

describe('paths', () => {
  it('puts the slug before the id, and the tab in the query', () => {
    expect(flexPagePath('PG14', 'customer-obsession')).toBe('/content/customer-obsession/PG14');
    expect(flexPagePath('PG14', 'Customer Obsession', 'the-journey')).toBe('/content/customer-obsession/PG14?tab=the-journey');
    expect(flexPagePath('PG14', null)).toBe('/content/PG14');
    expect(blueprintPath('BLP100001', 'Revenue Engine')).toBe('/blueprint/revenue-engine/BLP100001');
    expect(blueprintPath('BLP100001')).toBe('/blueprint/BLP100001');
  });
});

describe('selectedFlexTab', () => {
  const tabs = [{ id: 'overview' }, { id: 'the-journey' }, { id: 'resources' }];

  it('selects the tab asked for', () => expect(selectedFlexTab(tabs, 'the-journey')).toBe(tabs[1]));
  it.each([null, undefined, '', 'unknown', 'OVERVIEW'])('falls back to the first tab for %j', (tab) => expect(selectedFlexTab(tabs, tab)).toBe(tabs[0]));
  it('is null for a page without tabs', () => expect(selectedFlexTab([], 'overview')).toBeNull());
});
