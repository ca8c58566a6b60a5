// Validity of an old-format chart (spec 1 §5 "Chart data", docs/contracts.md):
// known chart_type; default_segment among the segments; chart data for every segment; static
// charts need a 'default' entry; every row needs a value (or entries each with a value), and a
// label when its data set has more than one row; vertical-layout needs valid sub charts.
import { oldChartShapeSchema, type OldChartRowShape, type OldChartShape } from './oldChartSchema.js';
import { isChartType, STATIC_DATA_KEY, type ChartType } from './types.js';

export const INVALID_GRAPHIC_MESSAGE = 'Invalid graphic data';

/** A chart that passed validation, with its sub charts validated too. */
export interface ValidOldChart extends Omit<OldChartShape, 'chart_type' | 'sub_charts'> {
  chart_type: ChartType;
  sub_charts: ValidOldChart[];
}

export type OldChartValidation =
  | { ok: true; chart: ValidOldChart }
  | { ok: false; issues: string[] };

export function validateOldChart(input: unknown): OldChartValidation {
  const issues: string[] = [];
  const chart = checkChart(input, '', issues);
  return chart && issues.length === 0 ? { ok: true, chart } : { ok: false, issues };
}

function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function report(issues: string[], path: string, message: string): void {
  issues.push(path ? `${path}: ${message}` : message);
}

function checkChart(input: unknown, path: string, issues: string[]): ValidOldChart | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    report(issues, path, 'chart must be an object');
    return null;
  }
  const parsed = oldChartShapeSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const issuePath = issue.path.reduce<string>((p, key) => at(p, typeof key === 'number' ? key : String(key)), path);
      report(issues, issuePath, issue.message);
    }
    return null;
  }
  const shape = parsed.data;
  const before = issues.length;

  if (!isChartType(shape.chart_type)) {
    report(issues, at(path, 'chart_type'), `unknown chart type '${shape.chart_type}'`);
    return null;
  }
  const chartType = shape.chart_type;
  const segments = shape.segments ?? [];
  const isVerticalLayout = chartType === 'vertical-layout';

  if (shape.default_segment != null && !segments.includes(shape.default_segment)) {
    report(issues, at(path, 'default_segment'), `'${shape.default_segment}' is not one of the segments`);
  }
  if (segments.length > 0 && shape.default_segment == null) {
    report(issues, at(path, 'default_segment'), 'a segment chart needs a default segment');
  }

  // A vertical-layout chart draws its sub charts; its own chart_data may be empty ({}).
  if (!isVerticalLayout) {
    const requiredKeys = segments.length > 0 ? segments : [STATIC_DATA_KEY];
    for (const key of requiredKeys) {
      const rows = shape.chart_data[key];
      if (!rows || rows.length === 0) {
        report(issues, at(path, 'chart_data'), segments.length > 0
          ? `no chart data for segment '${key}'`
          : `a static chart needs a '${STATIC_DATA_KEY}' entry`);
      }
    }
  }
  for (const [key, rows] of Object.entries(shape.chart_data)) {
    checkRows(rows, at(at(path, 'chart_data'), key), issues);
  }

  const subCharts: ValidOldChart[] = [];
  if (isVerticalLayout) {
    const rawSubCharts = shape.sub_charts ?? [];
    if (rawSubCharts.length === 0) report(issues, at(path, 'sub_charts'), 'a vertical-layout chart needs sub charts');
    rawSubCharts.forEach((raw, i) => {
      const sub = checkChart(raw, at(at(path, 'sub_charts'), i), issues);
      if (sub) subCharts.push(sub);
    });
  }

  if (issues.length > before) return null;
  return { ...shape, chart_type: chartType, sub_charts: subCharts };
}

function checkRows(rows: OldChartRowShape[], path: string, issues: string[]): void {
  const needsLabels = rows.length > 1;
  rows.forEach((row, i) => {
    const rowPath = at(path, i);
    const entries = row.entries ?? [];
    const hasEntries = entries.length > 0;
    if (row.value == null && !hasEntries) report(issues, rowPath, 'row needs a value or entries');
    if (needsLabels && (row.label == null || row.label.trim() === '')) {
      report(issues, rowPath, 'row needs a label when there is more than one row');
    }
    const entriesNeedLabels = entries.length > 1;
    entries.forEach((entry, j) => {
      const entryPath = at(at(rowPath, 'entries'), j);
      if (entry.value == null) report(issues, entryPath, 'entry needs a value');
      if (entriesNeedLabels && (entry.label == null || entry.label.trim() === '')) {
        report(issues, entryPath, 'entry needs a label when the row has more than one entry');
      }
    });
  });
}
