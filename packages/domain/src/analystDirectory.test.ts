import { describe, expect, it } from 'vitest';
import { escapeFilterValue, isAnalystDirectoryTab, joinFilterValues, splitFilterValues } from './analystDirectory.js';

describe('analyst filter values (spec 2 §5: commas escaped with a backslash)', () => {
  it('escapes commas and backslashes', () => {
    expect(escapeFilterValue('Media, entertainment')).toBe('Media\\, entertainment');
    expect(escapeFilterValue('a\\b')).toBe('a\\\\b');
  });

  it('splits on unescaped commas only', () => {
    expect(splitFilterValues('Retail,Media\\, entertainment')).toEqual(['Retail', 'Media, entertainment']);
    expect(splitFilterValues('a\\\\,b')).toEqual(['a\\', 'b']);
  });

  it('drops empty and repeated values and trims', () => {
    expect(splitFilterValues(' Retail ,, Retail,')).toEqual(['Retail']);
    expect(splitFilterValues('')).toEqual([]);
  });

  it('round-trips any list', () => {
    const values = ['Media, entertainment', 'back\\slash', 'plain', 'trailing\\'];
    expect(splitFilterValues(joinFilterValues(values))).toEqual(values);
  });

  it('knows the one directory tab', () => {
    expect(isAnalystDirectoryTab('all')).toBe(true);
    expect(isAnalystDirectoryTab('reports')).toBe(false);
  });
});
