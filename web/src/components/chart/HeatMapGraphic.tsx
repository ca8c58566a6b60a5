// Grid heat maps. x-charts' Heatmap is Pro-only, so the grid is drawn with the free ScatterChart:
// one point per cell on index axes, each drawn as a square filling its cell, coloured by value
// through a z (colour) axis. Discrete heat maps hold levels 1..5, one colour each.
import { useMemo } from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { HEAT_LEVEL_COLORS, HEAT_RANGE } from './chartColors';
import { chartHeight } from './chartHeight';
import { entryValue, formatChartValue, rowLabel, seriesNames, type ChartDataModel } from './chartData';

const CELL_GAP = 2;

interface HeatCell {
  id: string;
  x: number;
  y: number;
  colorValue: number;
}

function buildCells(model: ChartDataModel, columns: readonly string[]): HeatCell[] {
  return model.rows.flatMap((row, y) =>
    columns.flatMap((column, x) => {
      const value = entryValue(row, column);
      return value === null ? [] : [{ id: `${y}-${x}`, x, y, colorValue: value }];
    }),
  );
}

/** A square marker the size of one grid cell, with its value written in a readable colour. */
function createCellMarker(cells: readonly HeatCell[], label: (cell: HeatCell) => string, isDark: (value: number) => boolean) {
  return function HeatCellMarker({ x, y, color, dataIndex }: ScatterMarkerProps) {
    const xScale = useXScale<'linear'>();
    const yScale = useYScale<'linear'>();
    const width = Math.max(0, Math.abs(xScale(1) - xScale(0)) - CELL_GAP);
    const height = Math.max(0, Math.abs(yScale(1) - yScale(0)) - CELL_GAP);
    const cell = cells[dataIndex];
    return (
      <g>
        <rect x={x - width / 2} y={y - height / 2} width={width} height={height} fill={color} />
        {cell && (
          <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={12} fill={isDark(cell.colorValue) ? '#ffffff' : '#1a1a1a'}>
            {label(cell)}
          </text>
        )}
      </g>
    );
  };
}

export function HeatMapGraphic({ model }: { model: ChartDataModel }) {
  const discrete = model.chartType === 'grid-heat-map-discrete';
  const columns = useMemo(() => seriesNames(model), [model]);
  const rows = useMemo(() => model.rows.map(rowLabel), [model]);
  const cells = useMemo(() => buildCells(model, columns), [model, columns]);
  const values = cells.map((cell) => cell.colorValue);
  const min = Math.min(...values, 0);
  const max = Math.max(...values, 1);
  const format = (value: number) => formatChartValue(value, model.percentage);
  const Marker = useMemo(() => {
    const isDark = (value: number) => (discrete ? value >= 3 : (value - min) / (max - min || 1) > 0.5);
    return createCellMarker(cells, (cell) => formatChartValue(cell.colorValue, model.percentage), isDark);
  }, [cells, model.percentage, discrete, min, max]);

  const colorMap = discrete
    ? { type: 'piecewise' as const, thresholds: [1.5, 2.5, 3.5, 4.5], colors: HEAT_LEVEL_COLORS }
    : { type: 'continuous' as const, min, max, color: HEAT_RANGE };

  return (
    <ScatterChart
      height={chartHeight(model)}
      xAxis={[
        {
          min: -0.5,
          max: columns.length - 0.5,
          position: 'top',
          tickInterval: columns.map((_, index) => index),
          valueFormatter: (value: number) => columns[value] ?? '',
          disableLine: true,
          disableTicks: true,
        },
      ]}
      yAxis={[
        {
          min: -0.5,
          max: rows.length - 0.5,
          reverse: true,
          width: 160,
          tickInterval: rows.map((_, index) => index),
          valueFormatter: (value: number) => rows[value] ?? '',
          disableLine: true,
          disableTicks: true,
        },
      ]}
      zAxis={[{ id: 'heat', colorMap }]}
      series={[
        {
          data: cells,
          colorAxisId: 'heat',
          label: model.title,
          valueFormatter: (cell) => `${rows[cell.y] ?? ''}, ${columns[cell.x] ?? ''}: ${format(cell.colorValue as number)}`,
        },
      ]}
      slots={{ marker: Marker }}
      hideLegend
    />
  );
}
