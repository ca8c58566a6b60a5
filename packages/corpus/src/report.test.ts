import { contentPath, convertChart, isContentId, isGraphicsId, slugify, type FigureBlockDto } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { analysts, DEFAULT_SEED, fixtures, functionAreas, reports, type CorpusReport } from './index.js';

const config = { seed: DEFAULT_SEED, size: 200 };
const corpus: CorpusReport[] = [...reports(config)];
const areas = functionAreas(DEFAULT_SEED);
const priorityById = new Map(areas.flatMap((a) => a.priorities).map((p) => [p.id, p]));
const analystById = new Map(analysts(DEFAULT_SEED).map((a) => [a.contentId, a]));
const figuresOf = (r: CorpusReport) => r.bodyJson.blocks.filter((b): b is FigureBlockDto => b.type === 'figure');

describe('report fields', () => {
  it('numbers reports RES100000 upwards with valid ids, slugs and paths', () => {
    corpus.forEach((r, i) => {
      expect(r.id).toBe(`RES${100000 + i}`);
      expect(r.contentId).toBe(r.id);
      expect(isContentId(r.id)).toBe(true);
      expect(r.slug).toBe(slugify(r.title));
      expect(r.slug.length).toBeGreaterThan(0);
      expect(r.slug.length).toBeLessThanOrEqual(255);
      expect(contentPath(r.id, r.slug)).toBe(`/report/${r.slug}/${r.id}`);
    });
  });

  it('has dates in 2019..2026, read times of 4..40 minutes and known research types', () => {
    const ipTypes = new Set<string>();
    for (const r of corpus) {
      expect(r.publishedDate).toMatch(/^20(19|2[0-6])-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(r.publishedDate))).toBe(false);
      expect(r.readTime).toBeGreaterThanOrEqual(4);
      expect(r.readTime).toBeLessThanOrEqual(40);
      ipTypes.add(r.ipType);
    }
    expect([...ipTypes].sort()).toEqual(['Benchmark', 'Best Practice', 'Case Study', 'Data Snapshot', 'Forecast', 'Landscape', 'Research Playbook', 'Trends', 'Wave']);
    const years = new Set(corpus.map((r) => r.publishedDate.slice(0, 4)));
    expect(years.size).toBe(8);
  });

  it('belongs to a function, 1..3 of its priorities and 2..4 topics, all named in its text', () => {
    for (const r of corpus) {
      const area = areas.find((a) => a.slug === r.functionSlug);
      expect(area).toBeDefined();
      expect(r.priorityIds.length).toBeGreaterThanOrEqual(1);
      expect(r.priorityIds.length).toBeLessThanOrEqual(3);
      expect(r.topics.length).toBeGreaterThanOrEqual(2);
      expect(r.topics.length).toBeLessThanOrEqual(4);
      const text = [r.title, r.summary, ...r.bodyJson.blocks.map((b) => ('text' in b ? b.text : ''))].join(' ').toLowerCase();
      expect(text).toContain(area!.name.toLowerCase());
      for (const id of r.priorityIds) {
        expect(priorityById.get(id)?.functionSlug).toBe(r.functionSlug);
        expect(text).toContain(priorityById.get(id)!.label.toLowerCase());
      }
      for (const topic of r.topics) expect(text).toContain(topic.toLowerCase());
    }
  });

  it('covers every function and keeps about 90% of reports public', () => {
    expect(new Set(corpus.map((r) => r.functionSlug)).size).toBe(12);
    const restricted = corpus.filter((r) => r.access === 'restricted').length;
    expect(restricted).toBeGreaterThan(5);
    expect(restricted).toBeLessThan(40);
  });

  it('has 1..4 distinct known authors (12 for the fixture) and 0..3 contributors who are not authors', () => {
    for (const r of corpus) {
      const people = [...r.authors, ...r.contributors].map((p) => p.contentId);
      expect(new Set(people).size).toBe(people.length);
      for (const id of people) expect(analystById.has(id)).toBe(true);
      if (r.id !== fixtures.twelveAuthorReportId) expect(r.authors.length).toBeLessThanOrEqual(4);
      expect(r.authors.length).toBeGreaterThanOrEqual(1);
      expect(r.contributors.length).toBeLessThanOrEqual(3);
      for (const c of r.contributors) expect(typeof c.hasFollowButton).toBe('boolean');
    }
    const follow = corpus.flatMap((r) => r.contributors.map((c) => c.hasFollowButton));
    expect(new Set(follow)).toEqual(new Set([true, false]));
  });
});

describe('report body', () => {
  it('has 3..7 sections with unique ids, paragraphs and at most 2 subheadings each', () => {
    for (const r of corpus) {
      const blocks = r.bodyJson.blocks;
      expect(blocks[0].type).toBe('section');
      const sections = blocks.filter((b) => b.type === 'section');
      expect(sections.length).toBeGreaterThanOrEqual(3);
      expect(sections.length).toBeLessThanOrEqual(7);
      const ids = blocks.flatMap((b) => ('id' in b ? [b.id] : []));
      expect(new Set(ids).size).toBe(ids.length);
      let section = '';
      let subs = 0;
      for (const b of blocks) {
        if (b.type === 'section') {
          section = b.id;
          subs = 0;
          expect(b.id).toMatch(/^section-\d+$/);
        }
        if (b.type === 'subheading') {
          subs++;
          expect(b.id).toMatch(new RegExp(`^${section}-sub-\\d+$`));
          expect(subs).toBeLessThanOrEqual(2);
        }
        if (b.type === 'paragraph') {
          expect(b.text.length).toBeGreaterThan(80);
          expect(b.text).not.toMatch(/lorem|ipsum|\{|\}|undefined/i);
        }
      }
    }
  });

  it('numbers 1..6 figures in body order, charts keyed by graphics id, images with alt text', () => {
    let images = 0;
    let charts = 0;
    corpus.forEach((r, index) => {
      const figures = figuresOf(r);
      expect(figures.length).toBeGreaterThanOrEqual(1);
      expect(figures.length).toBeLessThanOrEqual(6);
      figures.forEach((f, i) => {
        expect(f.label).toBe(`Figure ${i + 1}`);
        expect(f.id).toBe(`${r.id}-figure-${i + 1}`);
        expect(f.figureTitle.length).toBeGreaterThan(5);
        if (f.graphicsId) {
          charts++;
          expect(isGraphicsId(f.graphicsId)).toBe(true);
          expect(f.graphicsId).toBe(`GR-${(100000 + index) * 10 + i + 1}`);
          expect(r.graphics[f.graphicsId]).toBeDefined();
          expect(f.figureTitle).toBe(r.graphics[f.graphicsId].title);
        } else {
          images++;
          expect(f.imageUrl).toBe(`/images/figures/${r.id}-figure-${i + 1}.svg`);
          expect(f.altText).toBeTruthy();
        }
      });
      expect(Object.keys(r.graphics).sort()).toEqual(figures.flatMap((f) => (f.graphicsId ? [f.graphicsId] : [])).sort());
    });
    const share = images / (images + charts);
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.16);
  });
});

describe('report charts', () => {
  it('every chart of the first 200 reports converts, except the invalid fixture\'s one', () => {
    const invalid: string[] = [];
    for (const r of corpus) {
      for (const [id, chart] of Object.entries(r.graphics)) {
        const result = convertChart(chart);
        if (!result.ok) invalid.push(`${r.id} ${id}: ${result.issues.join('; ')}`);
      }
    }
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatch(new RegExp(`^${fixtures.invalidChartReportId} `));
  });

  it('shows all 13 chart types within the first 50 reports', () => {
    const types = new Set(corpus.slice(0, 50).flatMap((r) => Object.values(r.graphics).map((c) => c.chart_type)));
    expect(types.size).toBe(13);
  });

  it('has parts of a whole sum to 100, segments grouped by region and legends for series', () => {
    let segmentCharts = 0;
    for (const r of corpus) {
      for (const chart of Object.values(r.graphics)) {
        for (const c of [chart, ...(chart.sub_charts ?? [])]) {
          for (const rows of Object.values(c.chart_data)) {
            if (c.chart_type === 'pie' || c.chart_type === 'donut') {
              expect(rows.reduce((sum, row) => sum + (row.value ?? 0), 0)).toBe(100);
            }
            if (c.chart_type === 'response-table' || c.chart_type.endsWith('stacked-bars')) {
              for (const row of rows) expect(row.entries!.reduce((sum, e) => sum + e.value, 0)).toBe(100);
            }
            if (c.chart_type === 'grid-heat-map-discrete') {
              for (const row of rows) for (const e of row.entries!) expect([1, 2, 3, 4, 5]).toContain(e.value);
            }
          }
          if (/grouped|stacked|heat-map|table/.test(c.chart_type)) {
            expect(c.legend?.length).toBeGreaterThan(1);
            const labels = Object.values(c.chart_data).flat().flatMap((row) => row.entries!.map((e) => e.label));
            expect(new Set(labels)).toEqual(new Set(c.legend));
          }
          if (c.segments?.length) {
            segmentCharts++;
            expect(c.segments[0]).toBe('All respondents');
            expect(c.segments).toEqual(expect.arrayContaining(['North America', 'Europe', 'Asia Pacific']));
            expect(c.grouped_segments?.[0]).toEqual({ name: 'Region', segments: ['North America', 'Europe', 'Asia Pacific'] });
          }
        }
      }
    }
    expect(segmentCharts).toBeGreaterThan(50);
  });
});
