// Pie and donut charts; a donut is a pie with a hole.
import { PieChart } from '@mui/x-charts/PieChart';
import { SERIES_COLORS } from './chartColors';
import { chartHeight } from './chartHeight';
import { formatChartValue, rowLabel, type ChartDataModel } from './chartData';

export function PieGraphic({ model }: { model: ChartDataModel }) {
  const donut = model.chartType === 'donut';
  const data = model.rows.map((row, index) => ({
    id: index,
    value: row.value ?? 0,
    label: rowLabel(row, index),
    color: SERIES_COLORS[index % SERIES_COLORS.length],
  }));
  return (
    <PieChart
      height={chartHeight(model)}
      series={[
        {
          data,
          innerRadius: donut ? '55%' : 0,
          outerRadius: '90%',
          valueFormatter: (item) => formatChartValue(item.value, model.percentage),
        },
      ]}
    />
  );
}
