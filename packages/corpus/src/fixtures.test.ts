import { convertChart, type FigureBlockDto } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { analysts, DEFAULT_SEED, fixtures, report, reportIndexOf } from './index.js';

const byId = (seed: number, id: string) => report({ seed, size: 10 }, reportIndexOf(id)!);
const roster = new Map(analysts(DEFAULT_SEED).map((a) => [a.contentId, a]));
const figuresOf = (blocks: { type: string }[]) => blocks.filter((b): b is FigureBlockDto => b.type === 'figure');

describe('fixtures', () => {
  it('sit at indices 0..9, so they exist whenever the corpus has 10 reports', () => {
    const indices = Object.values(fixtures).map((id) => reportIndexOf(id)!);
    expect(new Set(indices).size).toBe(indices.length);
    for (const index of indices) expect(index).toBeLessThan(10);
  });

  it.each([DEFAULT_SEED, 1234])('hold their properties for seed %i', (seed) => {
    const seedRoster = new Map(analysts(seed).map((a) => [a.contentId, a]));

    const one = byId(seed, fixtures.oneAuthorReportId);
    expect(one.authors).toHaveLength(1);
    expect(one.contributors).toHaveLength(0);

    const twelve = byId(seed, fixtures.twelveAuthorReportId);
    expect(new Set(twelve.authors.map((a) => a.contentId)).size).toBe(12);
    expect(twelve.authors).toHaveLength(12);

    expect(byId(seed, fixtures.restrictedReportId).access).toBe('restricted');
    expect(byId(seed, fixtures.archiveHtmlReportId).archiveHtml).toContain('{{userId}}');

    const inactive = byId(seed, fixtures.inactiveAuthorReportId);
    expect(inactive.authors.some((a) => seedRoster.get(a.contentId)?.active === false)).toBe(true);

    const invalid = byId(seed, fixtures.invalidChartReportId);
    const results = Object.values(invalid.graphics).map((chart) => convertChart(chart));
    expect(results.filter((r) => !r.ok)).toHaveLength(1);
    expect(results.filter((r) => r.ok).length).toBeGreaterThanOrEqual(1);

    for (const id of Object.values(fixtures)) {
      expect(byId(seed, id).access).toBe(id === fixtures.restrictedReportId ? 'restricted' : 'public');
    }
  });

  it('gives the all-chart-types report sub charts, segments, grouped bars and a plain image', () => {
    const r = byId(DEFAULT_SEED, fixtures.allChartTypesReportId);
    const figures = figuresOf(r.bodyJson.blocks);
    expect(figures.length).toBeGreaterThanOrEqual(3);
    expect(figures.filter((f) => !f.graphicsId && f.imageUrl && f.altText)).toHaveLength(1);
    const charts = Object.values(r.graphics).map((c) => {
      const result = convertChart(c);
      if (!result.ok) throw new Error(result.issues.join('; '));
      return result.chart;
    });
    expect(charts.some((c) => c.graphicType === 'segment' && c.groupedSegments.length > 0)).toBe(true);
    expect(charts.some((c) => c.chartType.includes('grouped'))).toBe(true);
    expect(charts.some((c) => c.chartType === 'vertical-layout' && c.subCharts.length >= 2)).toBe(true);
    const types = new Set(charts.flatMap((c) => [c.chartType, ...c.subCharts.map((s) => s.chartType)]));
    expect(types.size).toBeGreaterThanOrEqual(6);
  });

  it('names an inactive analyst as an author of the inactive-author report (default seed)', () => {
    const r = byId(DEFAULT_SEED, fixtures.inactiveAuthorReportId);
    const inactive = r.authors.filter((a) => roster.get(a.contentId)?.active === false);
    expect(inactive.length).toBeGreaterThanOrEqual(1);
  });
});
