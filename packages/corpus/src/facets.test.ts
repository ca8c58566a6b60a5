import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, reports, report } from './index.js';
import {
  ENTERPRISE_PRIORITIES, FACET_GEOGRAPHIES, FACET_INDUSTRIES, FUNCTION_SERVICE, GLOBAL_GEOGRAPHY, PHASES, SERVICES,
} from './vocabulary/facets.js';
import { FUNCTION_VOCABULARY } from './vocabulary/functions.js';

const config = { seed: DEFAULT_SEED, size: 400 };
const all = [...reports(config)];

describe('report facets', () => {
  it('tags every report with values from the facet vocabulary', () => {
    for (const r of all) {
      expect(r.industries.length).toBeGreaterThanOrEqual(1);
      expect(r.industries.length).toBeLessThanOrEqual(3);
      for (const v of r.industries) expect(FACET_INDUSTRIES).toContain(v);
      expect(new Set(r.industries).size).toBe(r.industries.length);
      for (const v of r.geographies) expect([...FACET_GEOGRAPHIES, GLOBAL_GEOGRAPHY]).toContain(v);
      if (r.geographies.includes(GLOBAL_GEOGRAPHY)) expect(r.geographies).toEqual([GLOBAL_GEOGRAPHY]);
      for (const v of r.enterprisePriorities) expect(ENTERPRISE_PRIORITIES).toContain(v);
      expect(PHASES).toContain(r.phase);
    }
  });

  it("uses the report's topics as its business topics", () => {
    for (const r of all) expect(r.businessTopics).toEqual(r.topics);
  });

  it("puts the function's own service first, and adds at most one other", () => {
    for (const r of all) {
      expect(r.services[0]).toBe(FUNCTION_SERVICE[r.functionSlug]);
      expect(r.services.length).toBeLessThanOrEqual(2);
      expect(new Set(r.services).size).toBe(r.services.length);
    }
    const multi = all.filter((r) => r.services.length === 2).length;
    expect(multi).toBeGreaterThan(all.length * 0.05);
    expect(multi).toBeLessThan(all.length * 0.3);
  });

  it('maps every function to one of the three services', () => {
    for (const fn of FUNCTION_VOCABULARY) expect(SERVICES).toContain(FUNCTION_SERVICE[fn.slug]);
  });

  it('uses every value of every facet in a few hundred reports', () => {
    const seen = (pick: (r: (typeof all)[number]) => string[]) => new Set(all.flatMap(pick));
    expect(seen((r) => r.industries)).toEqual(new Set(FACET_INDUSTRIES));
    expect(seen((r) => r.geographies)).toEqual(new Set([...FACET_GEOGRAPHIES, GLOBAL_GEOGRAPHY]));
    expect(seen((r) => r.enterprisePriorities)).toEqual(new Set(ENTERPRISE_PRIORITIES));
    expect(seen((r) => r.services)).toEqual(new Set(SERVICES));
    expect(seen((r) => [r.phase])).toEqual(new Set(PHASES));
  });

  it('mostly follows the kind of research for the phase', () => {
    const trends = all.filter((r) => r.ipType === 'Trends');
    const define = trends.filter((r) => r.phase === 'Define').length;
    expect(define / trends.length).toBeGreaterThan(0.6);
  });

  it('is deterministic and depends on the seed', () => {
    expect(report({ seed: 7, size: 10 }, 3).industries).toEqual(report({ seed: 7, size: 10 }, 3).industries);
    const a = [...reports({ seed: 1, size: 30 })].map((r) => r.industries.join());
    const b = [...reports({ seed: 2, size: 30 })].map((r) => r.industries.join());
    expect(a).not.toEqual(b);
  });
});
