// Reports with known properties that tests and demos rely on (docs/contracts.md "Corpus
// fixtures"). They sit at fixed small indices, so they exist for every seed and every size >= 10;
// only the named properties are forced, the rest is generated like any other report.
import type { ChartType } from '@portal/domain';
import { reportId } from './ids.js';

export const FIXTURE_INDEX = {
  allChartTypes: 0,
  oneAuthor: 1,
  twelveAuthor: 2,
  restricted: 3,
  invalidChart: 4,
  inactiveAuthor: 5,
} as const;

export const fixtures = {
  oneAuthorReportId: reportId(FIXTURE_INDEX.oneAuthor),
  twelveAuthorReportId: reportId(FIXTURE_INDEX.twelveAuthor),
  restrictedReportId: reportId(FIXTURE_INDEX.restricted),
  invalidChartReportId: reportId(FIXTURE_INDEX.invalidChart),
  allChartTypesReportId: reportId(FIXTURE_INDEX.allChartTypes),
  inactiveAuthorReportId: reportId(FIXTURE_INDEX.inactiveAuthor),
  /** The first report with archive HTML (archive.ts: index % 10 === 6). */
  archiveHtmlReportId: reportId(6),
} as const;

export type FigurePlan =
  | { kind: 'chart'; chartType: ChartType; segments: boolean; invalid?: boolean }
  | { kind: 'image' };

/** The figures of the all-chart-types fixture: sub charts, segments, grouped bars, a table, an image. */
export const ALL_CHART_TYPES_FIGURES: FigurePlan[] = [
  { kind: 'chart', chartType: 'vertical-layout', segments: false },
  { kind: 'chart', chartType: 'horizontal-grouped-bars', segments: true },
  { kind: 'chart', chartType: 'donut', segments: true },
  { kind: 'chart', chartType: 'response-table', segments: false },
  { kind: 'chart', chartType: 'grid-heat-map-discrete', segments: false },
  { kind: 'image' },
];

/** The invalid-chart fixture: its second figure's default segment is not one of its segments. */
export const INVALID_CHART_FIGURES: FigurePlan[] = [
  { kind: 'chart', chartType: 'horizontal-bars', segments: true },
  { kind: 'chart', chartType: 'pie', segments: true, invalid: true },
  { kind: 'chart', chartType: 'vertical-stacked-bars', segments: false },
];

/** The segment named as default in the invalid fixture's broken chart. */
export const MISSING_SEGMENT = 'Latin America';
