import { TECHNOLOGY_ID_PATTERN } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { functionServices, marketInsightServices } from './services.js';
import { technologies, technologyCount } from './technologies.js';

describe('technologies', () => {
  const list = technologies(42);

  it('holds over 300 items with unique ids, titles and slugs', () => {
    expect(list.length).toBe(technologyCount());
    expect(list.length).toBeGreaterThanOrEqual(320);
    expect(new Set(list.map((t) => t.contentId)).size).toBe(list.length);
    expect(new Set(list.map((t) => t.title)).size).toBe(list.length);
    expect(list.every((t) => TECHNOLOGY_ID_PATTERN.test(t.contentId))).toBe(true);
  });

  it('is deterministic for a seed', () => {
    expect(technologies(42)).toEqual(list);
    expect(technologies(7).map((t) => t.latestWave)).not.toEqual(list.map((t) => t.latestWave));
  });

  it('links technologies to their category and siblings', () => {
    const byId = new Map(list.map((t) => [t.contentId, t]));
    for (const t of list) {
      const category = byId.get(t.categoryId)!;
      expect(category.technologyType).toBe('Category');
      expect(category.title).toBe(t.categoryTitle);
      expect(t.relatedTechnologyIds).not.toContain(t.contentId);
      for (const id of t.relatedTechnologyIds) expect(byId.get(id)!.categoryId).toBe(t.categoryId);
    }
    expect(list.filter((t) => t.technologyType === 'Category').length).toBeGreaterThan(40);
  });

  it('has badges in the quarter formats and some emerging technologies', () => {
    expect(list.some((t) => t.latestWave !== null)).toBe(true);
    for (const t of list) {
      if (t.latestWave) expect(t.latestWave.quarterBadgeDetail).toMatch(/^Q[1-4] 20\d\d$/);
      if (t.latestLandscape) expect(t.latestLandscape.quarter).toMatch(/^Q[1-4] 20\d\d$/);
      expect(t.path).toBe(`/insights/technology-landscapes-and-waves/${t.technologyType.toLowerCase()}/${t.slug}/${t.contentId}`);
    }
    const emerging = list.filter((t) => t.emergingTechnology).length;
    expect(emerging).toBeGreaterThan(10);
    expect(emerging).toBeLessThan(list.length / 2);
  });
});

describe('services', () => {
  it('has the twelve functions then three market insights, some protected', () => {
    const fns = functionServices();
    expect(fns).toHaveLength(12);
    expect(fns[0]).toMatchObject({ contentId: 'SER100001', contentType: 'Function', contentURL: '/functions/b2b-marketing-executives/SER100001' });
    expect(fns.filter((s) => s.isProtected).length).toBe(4);
    expect(marketInsightServices().map((s) => s.contentType)).toEqual(['MarketsInsights', 'MarketsInsights', 'MarketsInsights']);
  });
});
