// Chart formats from docs/contracts.md: the old format is what the research service stores,
// the new format is what the portal draws.

/** The allowed chart types (spec 1 §3 "Chart data"), in the spec's order. */
export const CHART_TYPES = [
  'vertical-layout',
  'horizontal-bars',
  'horizontal-highlighted-bars',
  'horizontal-grouped-bars',
  'horizontal-stacked-bars',
  'pie',
  'vertical-bars',
  'vertical-stacked-bars',
  'vertical-grouped-bars',
  'grid-heat-map',
  'grid-heat-map-discrete',
  'donut',
  'response-table',
] as const;

export type ChartType = (typeof CHART_TYPES)[number];

export function isChartType(value: unknown): value is ChartType {
  return typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
}

export interface OldChartEntry { label: string; value: number }

export interface OldChartRow { label?: string; value?: number; entries?: OldChartEntry[] }

export interface OldSegmentGroup { name: string; segments: string[] }

export interface OldChart {
  chart_type: ChartType;
  title: string;
  subtitle?: string;
  /** Absent or empty: a static chart. */
  segments?: string[];
  grouped_segments?: OldSegmentGroup[];
  /** Must be one of segments (segment charts). */
  default_segment?: string;
  /** Static: key 'default'; segment charts: one key per segment. */
  chart_data: Record<string, OldChartRow[]>;
  chart_metadata?: { percentage?: boolean };
  /** vertical-layout only: charts drawn one under another. */
  sub_charts?: OldChart[];
  footnote?: string;
  source?: string;
  /** Series names (labels of entries) for grouped/stacked/heat maps/tables. */
  legend?: string[];
  /** e.g. 'Base: 1,203 B2B marketing decision makers' */
  base_text?: string;
}

export interface ChartEntry { label: string; value: number }

export interface ChartRow { label: string | null; value: number | null; entries: ChartEntry[] }

export type GraphicType = 'static' | 'segment';

export interface SegmentGroup { name: string; segments: string[] }

export interface Chart {
  graphicType: GraphicType;
  chartType: ChartType;
  title: string;
  subtitle: string | null;
  footnote: string | null;
  source: string | null;
  baseText: string | null;
  percentage: boolean;
  legend: string[];
  segments: string[];
  groupedSegments: SegmentGroup[];
  defaultSegment: string | null;
  /** Rows of the default segment (or of 'default' for static charts). */
  chartData: ChartRow[];
  /** {} for static charts. */
  chartDataBySegment: Record<string, ChartRow[]>;
  subCharts: Chart[];
}

/** The key of a static chart's rows in the old format. */
export const STATIC_DATA_KEY = 'default';
