// The plain data a chart is drawn from, independent of the GraphQL types, and the helpers that
// read it the same way for the drawing and for its screen-reader data table.

export interface ChartEntryData {
  label: string;
  value: number;
}

export interface ChartRowData {
  label?: string | null;
  value?: number | null;
  entries: readonly ChartEntryData[];
}

export interface ChartDataModel {
  chartType: string;
  title: string;
  percentage: boolean;
  legend: readonly string[];
  rows: readonly ChartRowData[];
}

/** Chart types whose rows carry one entry per series or column (docs/contracts.md). */
const ENTRY_CHART_TYPES = new Set([
  'horizontal-grouped-bars',
  'horizontal-stacked-bars',
  'vertical-grouped-bars',
  'vertical-stacked-bars',
  'grid-heat-map',
  'grid-heat-map-discrete',
  'response-table',
]);

export function usesEntries(chartType: string): boolean {
  return ENTRY_CHART_TYPES.has(chartType);
}

/** A single-row data set may leave its label out (spec 1 §5); it still needs a name in a table. */
export function rowLabel(row: ChartRowData, index: number): string {
  return row.label ?? `Item ${index + 1}`;
}

/** The series (or columns): the legend, else the entry labels in first-seen order. */
export function seriesNames(model: Pick<ChartDataModel, 'legend' | 'rows'>): string[] {
  if (model.legend.length > 0) return [...model.legend];
  const seen = new Set<string>();
  for (const row of model.rows) for (const entry of row.entries) seen.add(entry.label);
  return [...seen];
}

export function entryValue(row: ChartRowData, series: string): number | null {
  return row.entries.find((entry) => entry.label === series)?.value ?? null;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatChartValue(value: number | null | undefined, percentage: boolean): string {
  if (value === null || value === undefined) return '';
  return percentage ? `${numberFormat.format(value)}%` : numberFormat.format(value);
}

/** Column headers after the row-header column. */
export function valueColumns(model: ChartDataModel): string[] {
  return usesEntries(model.chartType) ? seriesNames(model) : ['Value'];
}

/** The formatted cells of a row, in the order of valueColumns. */
export function valueCells(model: ChartDataModel, row: ChartRowData): string[] {
  if (!usesEntries(model.chartType)) return [formatChartValue(row.value, model.percentage)];
  return seriesNames(model).map((series) => formatChartValue(entryValue(row, series), model.percentage));
}

/** Indexes of the rows holding the largest value (highlighted bars). */
export function maxValueRows(rows: readonly ChartRowData[]): Set<number> {
  const values = rows.map((row) => row.value ?? Number.NEGATIVE_INFINITY);
  const max = Math.max(...values);
  return new Set(values.flatMap((value, index) => (value === max && Number.isFinite(max) ? [index] : [])));
}
