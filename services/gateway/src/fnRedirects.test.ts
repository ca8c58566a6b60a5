// The /fn/{fnId} table is data made from the seeded corpus: every target must be a report of that
// corpus, and the checked-in file must be what the script makes today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { report, reportIndexOf } from '@portal/corpus';
import { DEFAULT_CORPUS, FN_TABLE_FILE, FN_TABLE_SIZE, fnRedirectTable } from '../scripts/fnRedirectTable.js';
import { reportOfFnId } from './fnRedirects.js';

const checkedIn = JSON.parse(readFileSync(FN_TABLE_FILE, 'utf8')) as { redirects: Record<string, string> };

describe('the /fn redirect table', () => {
  it('holds about 1,000 distinct legacy ids, each for a different report', () => {
    const entries = Object.entries(checkedIn.redirects);
    expect(entries).toHaveLength(FN_TABLE_SIZE);
    for (const [fnId] of entries) expect(fnId).toMatch(/^\d{5}$/);
    expect(new Set(entries.map(([, target]) => target)).size).toBe(FN_TABLE_SIZE);
  });

  it('sends every id to a report that exists in the seeded corpus', () => {
    for (const target of Object.values(checkedIn.redirects)) {
      const index = reportIndexOf(target);
      expect(index, target).not.toBeNull();
      expect(index!).toBeLessThan(DEFAULT_CORPUS.size);
      expect(report(DEFAULT_CORPUS, index!).id).toBe(target);
    }
  });

  it('is the file the script makes from the corpus today (run the script when the corpus changes)', () => {
    expect(fnRedirectTable()).toEqual(checkedIn);
  });

  it('answers the lookup from the checked-in file', () => {
    const [fnId, target] = Object.entries(checkedIn.redirects)[0];
    expect(reportOfFnId(fnId)).toBe(target);
    expect(reportOfFnId('99999x')).toBeNull();
    // Not fooled by the object's own properties.
    expect(reportOfFnId('constructor')).toBeNull();
    expect(reportOfFnId('__proto__')).toBeNull();
  });
});
