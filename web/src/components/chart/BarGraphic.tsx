// Bar charts of every flavour (horizontal or vertical; simple, highlighted, grouped, stacked).
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarSeries } from '@mui/x-charts/BarChart';
import { BAR_COLOR, HIGHLIGHT_COLOR, SERIES_COLORS } from './chartColors';
import { chartHeight } from './chartHeight';
import { entryValue, formatChartValue, maxValueRows, rowLabel, seriesNames, type ChartDataModel } from './chartData';

function buildSeries(model: ChartDataModel): BarSeries[] {
  const format = (value: number | null) => formatChartValue(value, model.percentage);
  const grouped = model.chartType.endsWith('grouped-bars');
  const stacked = model.chartType.endsWith('stacked-bars');
  if (!grouped && !stacked) {
    return [{ data: model.rows.map((row) => row.value ?? null), label: model.title, valueFormatter: format }];
  }
  return seriesNames(model).map((name, index) => ({
    data: model.rows.map((row) => entryValue(row, name)),
    label: name,
    color: SERIES_COLORS[index % SERIES_COLORS.length],
    valueFormatter: format,
    ...(stacked ? { stack: 'total' } : {}),
  }));
}

export function BarGraphic({ model }: { model: ChartDataModel }) {
  const horizontal = model.chartType.startsWith('horizontal');
  const labels = model.rows.map(rowLabel);
  const series = buildSeries(model);
  const highlighted = model.chartType === 'horizontal-highlighted-bars' ? maxValueRows(model.rows) : null;
  // The largest row(s) get the highlight colour through an ordinal colour map on the category axis.
  const colorMap = highlighted
    ? { type: 'ordinal' as const, values: labels, colors: labels.map((_, index) => (highlighted.has(index) ? HIGHLIGHT_COLOR : BAR_COLOR)) }
    : undefined;
  const bandAxis = { scaleType: 'band' as const, data: labels, ...(colorMap ? { colorMap } : {}) };
  const valueAxis = { valueFormatter: (value: number) => formatChartValue(value, model.percentage) };

  return (
    <BarChart
      layout={horizontal ? 'horizontal' : 'vertical'}
      height={chartHeight(model)}
      series={series.map((s) => (s.color || highlighted ? s : { ...s, color: BAR_COLOR }))}
      xAxis={[horizontal ? valueAxis : bandAxis]}
      yAxis={[horizontal ? { ...bandAxis, width: 200 } : { ...valueAxis, width: 56 }]}
      hideLegend={series.length < 2}
    />
  );
}
