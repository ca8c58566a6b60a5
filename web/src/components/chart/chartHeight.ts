// How tall each drawing is, in one place: the drawings size their charts with it, and the space a
// chart holds before its code has loaded (LazyChartGraphic) is the same, so nothing below it moves.
import { seriesNames, type ChartDataModel } from './chartData';

const BAR_THICKNESS = 22;
const HEAT_CELL_HEIGHT = 44;

/** The drawing's height in px; 0 for a type without one (its data is shown as a table). */
export function chartHeight(model: ChartDataModel): number {
  switch (model.chartType) {
    case 'horizontal-bars':
    case 'horizontal-highlighted-bars':
    case 'horizontal-stacked-bars':
      return Math.max(220, model.rows.length * BAR_THICKNESS + 120);
    case 'horizontal-grouped-bars':
      return Math.max(220, model.rows.length * seriesNames(model).length * BAR_THICKNESS + 120);
    case 'vertical-bars':
    case 'vertical-grouped-bars':
    case 'vertical-stacked-bars':
      return 340;
    case 'pie':
    case 'donut':
      return 300;
    case 'grid-heat-map':
    case 'grid-heat-map-discrete':
      return model.rows.length * HEAT_CELL_HEIGHT + 90;
    default:
      return 0;
  }
}
