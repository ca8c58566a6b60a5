// Old-format charts (docs/contracts.md) with survey-like labels and numbers: shares that sum to
// 100 where a chart shows parts of a whole, regional segments grouped by region, legends for
// grouped, stacked, heat-map and table charts.
import type { ChartType, OldChart, OldChartRow } from '@portal/domain';
import type { Rng } from './random.js';
import { capitalize, titleCase, type ReportSubject } from './text.js';
import {
  ADOPTION_STAGES, AGREEMENT_SCALE, BUDGET_CHANGES, CHALLENGES, COMPANY_SIZES, INDUSTRIES, REGIONS,
  SPEND_CATEGORIES, STACK_STAGES,
} from './vocabulary/phrases.js';

const ALL = 'All respondents';
const REGION_SEGMENTS = REGIONS.slice(0, 3);

interface SegmentPlan {
  segments: string[];
  grouped: { name: string; segments: string[] }[];
}

const SEGMENT_PLANS: SegmentPlan[] = [
  { segments: [ALL, ...REGION_SEGMENTS], grouped: [{ name: 'Region', segments: REGION_SEGMENTS }] },
  {
    segments: [ALL, ...REGION_SEGMENTS, ...COMPANY_SIZES],
    grouped: [{ name: 'Region', segments: REGION_SEGMENTS }, { name: 'Company size', segments: COMPANY_SIZES }],
  },
];

/** n whole percentages, each at least 1, summing to exactly 100. */
export function percentSplit(rng: Rng, n: number): number[] {
  // The floor keeps every share visible on the chart.
  const weights = Array.from({ length: n }, () => rng.float() + 0.15);
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.round((w / total) * 100)));
  const diff = 100 - shares.reduce((a, b) => a + b, 0);
  const largest = shares.indexOf(Math.max(...shares));
  shares[largest] += diff;
  return shares;
}

// Ranked bar charts list the most common answer first in every segment.
function byValueDesc(rows: OldChartRow[]): OldChartRow[] {
  return rows.sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
}

function percent(rng: Rng, min: number, max: number): number {
  return rng.int(min, max);
}

/** What each chart type draws: its text and a row maker called once per segment. */
interface ChartDraft {
  title: string;
  subtitle?: string;
  percentage: boolean;
  legend?: string[];
  footnote?: string;
  rows: (rng: Rng) => OldChartRow[];
}

function seriesRows(labels: string[], legend: string[], value: (rng: Rng) => number[]): (rng: Rng) => OldChartRow[] {
  return (rng) => labels.map((label) => {
    const values = value(rng);
    return { label, entries: legend.map((series, i) => ({ label: series, value: values[i] })) };
  });
}

function draftFor(chartType: Exclude<ChartType, 'vertical-layout'>, s: ReportSubject, rng: Rng): ChartDraft {
  const topic = rng.pick(s.topics);
  const fnTopics = rng.sample(s.fn.topics, rng.int(4, 6));
  switch (chartType) {
    case 'horizontal-bars': {
      const labels = rng.sample(s.fn.priorities.map((p) => p.label), rng.int(5, 7));
      const base = labels.map(() => percent(rng, 14, 78)).sort((a, b) => b - a);
      return {
        title: `Top priorities for ${s.fn.audience} over the next 12 months`,
        subtitle: 'Multiple responses accepted',
        percentage: true,
        rows: (r) => byValueDesc(labels.map((label, i) => ({ label, value: Math.min(95, Math.max(3, base[i] + r.int(-6, 6))) }))),
      };
    }
    case 'horizontal-highlighted-bars': {
      const labels = rng.sample(CHALLENGES, rng.int(5, 7));
      const base = labels.map(() => percent(rng, 11, 64)).sort((a, b) => b - a);
      return {
        title: `Biggest challenges in ${topic}`,
        percentage: true,
        rows: (r) => byValueDesc(labels.map((label, i) => ({ label, value: Math.max(2, base[i] + r.int(-5, 5)) }))),
      };
    }
    case 'pie':
      return {
        title: `Expected change in ${topic} budgets in ${s.year + 1}`,
        percentage: true,
        footnote: 'Percentages may not total 100 because of rounding.',
        rows: (r) => { const v = percentSplit(r, BUDGET_CHANGES.length); return BUDGET_CHANGES.map((label, i) => ({ label, value: v[i] })); },
      };
    case 'donut':
      return {
        title: `Stage of ${topic} adoption`,
        percentage: true,
        rows: (r) => { const v = percentSplit(r, ADOPTION_STAGES.length); return ADOPTION_STAGES.map((label, i) => ({ label, value: v[i] })); },
      };
    case 'vertical-bars': {
      const start = rng.int(4, 60) + rng.int(0, 9) / 10;
      const growth = 1.05 + rng.int(0, 14) / 100;
      const years = Array.from({ length: 6 }, (_, i) => String(s.year + i));
      return {
        title: `${capitalize(topic)} spending forecast, ${s.year} to ${s.year + 5} (US$ billions)`,
        percentage: false,
        footnote: `Values from ${s.year + 1} onward are forecasts.`,
        rows: (r) => {
          const regional = 0.8 + r.int(0, 40) / 100;
          return years.map((label, i) => ({ label, value: Math.round(start * regional * growth ** i * 10) / 10 }));
        },
      };
    }
    case 'horizontal-grouped-bars': {
      const legend = [String(s.year - 1), String(s.year)];
      return {
        title: `Investment plans for ${s.fn.name}, ${s.year - 1} vs. ${s.year}`,
        percentage: true,
        legend,
        rows: seriesRows(fnTopics, legend, (r) => { const a = percent(r, 15, 60); return [a, Math.min(95, a + r.int(-4, 18))]; }),
      };
    }
    case 'vertical-grouped-bars':
      return {
        title: 'Adoption by company size',
        percentage: true,
        legend: COMPANY_SIZES,
        rows: seriesRows(fnTopics, COMPANY_SIZES, (r) => { const a = percent(r, 12, 55); return [a, Math.min(95, a + r.int(2, 20))]; }),
      };
    case 'horizontal-stacked-bars':
      return {
        title: `Adoption stage of key ${s.fn.name} technologies`,
        percentage: true,
        legend: STACK_STAGES,
        rows: seriesRows(fnTopics, STACK_STAGES, (r) => percentSplit(r, STACK_STAGES.length)),
      };
    case 'vertical-stacked-bars': {
      const years = [String(s.year - 2), String(s.year - 1), String(s.year)];
      return {
        title: `Where the ${topic} budget goes, ${s.year - 2} to ${s.year}`,
        percentage: true,
        legend: SPEND_CATEGORIES,
        rows: seriesRows(years, SPEND_CATEGORIES, (r) => percentSplit(r, SPEND_CATEGORIES.length)),
      };
    }
    case 'grid-heat-map':
      return {
        title: `Planned investment in ${s.fn.name} initiatives by region`,
        subtitle: 'Share of respondents planning to increase investment',
        percentage: true,
        legend: REGIONS,
        rows: seriesRows(fnTopics, REGIONS, (r) => REGIONS.map(() => percent(r, 8, 82))),
      };
    case 'grid-heat-map-discrete': {
      const labels = rng.sample(s.fn.priorities.map((p) => p.label), rng.int(4, 6));
      const industries = rng.sample(INDUSTRIES, 5);
      return {
        title: `Maturity of ${s.fn.audience} by industry`,
        subtitle: 'Maturity level from 1 (nascent) to 5 (leading)',
        percentage: false,
        legend: industries,
        rows: seriesRows(labels, industries, (r) => industries.map(() => r.int(1, 5))),
      };
    }
    case 'response-table': {
      const statements = [
        `${capitalize(topic)} is a top priority for our leadership`,
        `We have the skills we need to succeed with ${topic}`,
        `Our current tools support ${topic} well`,
        `We measure the business impact of ${topic}`,
      ];
      return {
        title: `Attitudes toward ${topic}`,
        subtitle: 'How strongly do you agree with the following statements?',
        percentage: true,
        legend: AGREEMENT_SCALE,
        rows: seriesRows(statements, AGREEMENT_SCALE, (r) => percentSplit(r, AGREEMENT_SCALE.length)),
      };
    }
  }
}

function baseText(s: ReportSubject, rng: Rng): string {
  return `Base: ${rng.int(180, 3400).toLocaleString('en-US')} ${s.fn.respondents}`;
}

function source(s: ReportSubject): string {
  return `Meridian Research ${s.fn.name} Survey, ${s.year}`;
}

/** A static chart, or a segment chart when withSegments (charts made of parts get segments too). */
export function simpleChart(chartType: Exclude<ChartType, 'vertical-layout'>, s: ReportSubject, rng: Rng, withSegments: boolean): OldChart {
  const draft = draftFor(chartType, s, rng);
  const chart: OldChart = { chart_type: chartType, title: draft.title, chart_data: {} };
  if (draft.subtitle) chart.subtitle = draft.subtitle;
  if (withSegments) {
    const plan = rng.pick(SEGMENT_PLANS);
    chart.segments = [...plan.segments];
    chart.grouped_segments = plan.grouped.map((g) => ({ name: g.name, segments: [...g.segments] }));
    chart.default_segment = ALL;
    for (const segment of plan.segments) chart.chart_data[segment] = draft.rows(rng);
  } else {
    chart.chart_data.default = draft.rows(rng);
  }
  chart.chart_metadata = { percentage: draft.percentage };
  if (draft.legend) chart.legend = [...draft.legend];
  if (draft.footnote) chart.footnote = draft.footnote;
  chart.source = source(s);
  chart.base_text = baseText(s, rng);
  return chart;
}

const LAYOUT_PARTS: Exclude<ChartType, 'vertical-layout'>[] = ['donut', 'horizontal-bars', 'pie', 'vertical-bars', 'horizontal-stacked-bars'];

export function verticalLayoutChart(s: ReportSubject, rng: Rng): OldChart {
  const topic = rng.pick(s.topics);
  const parts = rng.sample(LAYOUT_PARTS, rng.int(2, 3));
  return {
    chart_type: 'vertical-layout',
    title: `${titleCase(topic)} at a glance`,
    chart_data: {},
    sub_charts: parts.map((type) => {
      const { source: _s, base_text: _b, ...sub } = simpleChart(type, s, rng, false);
      return sub;
    }),
    source: source(s),
    base_text: baseText(s, rng),
  };
}

export function chartOfType(chartType: ChartType, s: ReportSubject, rng: Rng, withSegments: boolean): OldChart {
  return chartType === 'vertical-layout' ? verticalLayoutChart(s, rng) : simpleChart(chartType, s, rng, withSegments);
}
