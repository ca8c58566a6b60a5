import { describe, expect, it } from 'vitest';
import { MENU_MATCH_DEPTH, matchablePath, selectedMenuKeys, type MatchableMenuItem } from './navigationMatch.js';

const menu: MatchableMenuItem[] = [
  {
    key: 'functions',
    menuItems: [{ key: 'it', path: '/functions/it', menuItems: [{ key: 'PRI1', path: '/functional-priority/it/PRI1' }] }],
  },
  { key: 'insights', menuItems: [{ key: 'research', path: '/insights/latest-research/' }, { key: 'webinars', path: '/webinar/upcoming' }] },
  { key: 'search', path: '/allSearch' },
];

/** A chain of items `depth` deep whose innermost item has the path. */
function chain(depth: number, path: string): MatchableMenuItem[] {
  let items: MatchableMenuItem[] = [{ key: `l${depth}`, path }];
  for (let level = depth - 1; level >= 1; level -= 1) items = [{ key: `l${level}`, menuItems: items }];
  return items;
}

describe('selectedMenuKeys', () => {
  it('selects the item and every ancestor, recursively', () => {
    expect(selectedMenuKeys(menu, '/functional-priority/it/PRI1')).toEqual(['functions', 'it', 'PRI1']);
  });

  it('ignores leading and trailing slashes on both sides', () => {
    expect(selectedMenuKeys(menu, 'insights/latest-research')).toEqual(['insights', 'research']);
    expect(selectedMenuKeys(menu, '/allSearch/')).toEqual(['search']);
  });

  it('drops the last segment of insights/ and webinar/ routes', () => {
    expect(selectedMenuKeys(menu, '/webinar/upcoming/WEB123')).toEqual(['insights', 'webinars']);
    expect(selectedMenuKeys(menu, '/insights/latest-research/some-report')).toEqual(['insights', 'research']);
  });

  it('does not drop the last segment elsewhere', () => {
    expect(selectedMenuKeys(menu, '/allSearch/more')).toEqual([]);
  });

  it('matches up to 6 levels deep and no deeper', () => {
    expect(MENU_MATCH_DEPTH).toBe(6);
    expect(selectedMenuKeys(chain(6, '/deep'), '/deep')).toHaveLength(6);
    expect(selectedMenuKeys(chain(7, '/deep'), '/deep')).toEqual([]);
  });

  it('selects nothing for an unknown route', () => {
    expect(selectedMenuKeys(menu, '/nowhere')).toEqual([]);
  });
});

describe('matchablePath', () => {
  it('keeps a one-segment insights path whole', () => {
    expect(matchablePath('/insights/')).toBe('insights');
    expect(matchablePath('/webinar/past/W1?x=1')).toBe('webinar/past');
  });
});
