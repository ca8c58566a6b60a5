// Old chart format -> new chart format (docs/contracts.md "New format").
import { INVALID_GRAPHIC_MESSAGE, validateOldChart, type ValidOldChart } from './validate.js';
import { STATIC_DATA_KEY, type Chart, type ChartRow } from './types.js';
import type { OldChartRowShape } from './oldChartSchema.js';

export type ConvertChartResult =
  | { ok: true; chart: Chart }
  | { ok: false; message: typeof INVALID_GRAPHIC_MESSAGE; issues: string[] };

/** Validates an old-format chart (any JSON) and converts it; never throws. */
export function convertChart(old: unknown): ConvertChartResult {
  const validation = validateOldChart(old);
  if (!validation.ok) return { ok: false, message: INVALID_GRAPHIC_MESSAGE, issues: validation.issues };
  return { ok: true, chart: toChart(validation.chart) };
}

function toChart(old: ValidOldChart): Chart {
  const segments = old.segments ?? [];
  const isSegment = segments.length > 0;
  const defaultSegment = isSegment ? (old.default_segment ?? null) : null;
  const chartDataBySegment: Record<string, ChartRow[]> = {};
  if (isSegment) {
    for (const segment of segments) chartDataBySegment[segment] = toRows(old.chart_data[segment]);
  }
  const chartData = isSegment && defaultSegment !== null
    ? chartDataBySegment[defaultSegment]
    : toRows(old.chart_data[STATIC_DATA_KEY]);
  return {
    graphicType: isSegment ? 'segment' : 'static',
    chartType: old.chart_type,
    title: old.title ?? '',
    subtitle: old.subtitle ?? null,
    footnote: old.footnote ?? null,
    source: old.source ?? null,
    baseText: old.base_text ?? null,
    percentage: old.chart_metadata?.percentage ?? false,
    legend: old.legend ?? legendFromEntries(Object.values(old.chart_data).flat()),
    segments,
    groupedSegments: (old.grouped_segments ?? []).map((g) => ({ name: g.name, segments: [...g.segments] })),
    defaultSegment,
    chartData,
    chartDataBySegment,
    subCharts: old.sub_charts.map(toChart),
  };
}

function toRows(rows: OldChartRowShape[] | undefined): ChartRow[] {
  return (rows ?? []).map((row) => ({
    label: row.label ?? null,
    value: row.value ?? null,
    // Validation guarantees every entry has a value; a missing label on a single entry becomes ''.
    entries: (row.entries ?? []).map((e) => ({ label: e.label ?? '', value: e.value as number })),
  }));
}

// A chart without a legend still names its series: the entry labels in first-seen order.
function legendFromEntries(rows: OldChartRowShape[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const e of row.entries ?? []) if (e.label) seen.add(e.label);
  return [...seen];
}
