// Picks the drawing for a chart type. Types without a drawing (response tables) return null;
// their data is shown as a table by the caller.
import { BarGraphic } from './BarGraphic';
import { HeatMapGraphic } from './HeatMapGraphic';
import { PieGraphic } from './PieGraphic';
import type { ChartDataModel } from './chartData';

export function ChartGraphic({ model }: { model: ChartDataModel }) {
  switch (model.chartType) {
    case 'horizontal-bars':
    case 'horizontal-highlighted-bars':
    case 'horizontal-grouped-bars':
    case 'horizontal-stacked-bars':
    case 'vertical-bars':
    case 'vertical-grouped-bars':
    case 'vertical-stacked-bars':
      return <BarGraphic model={model} />;
    case 'pie':
    case 'donut':
      return <PieGraphic model={model} />;
    case 'grid-heat-map':
    case 'grid-heat-map-discrete':
      return <HeatMapGraphic model={model} />;
    default:
      return null;
  }
}

