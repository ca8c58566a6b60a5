// A survey question's answers in one segment as the data the report's charts are drawn from
// (components/chart): a bar per option, or the options as the parts of one stacked bar.
import type { ChartDataModel } from '../../../components/chart/chartData';

export interface SurveyQuestionData {
  text: string;
  chartKind: 'BAR' | 'STACKED';
  options: readonly string[];
  results: readonly { segmentId: string; respondents: number; shares: readonly number[] }[];
}

export interface SegmentData {
  id: string;
  label: string;
}

/** The chart of `question` for `segment`, and how many in it answered; null when the segment gave no answer. */
export function questionChartModel(question: SurveyQuestionData, segment: SegmentData): { model: ChartDataModel; respondents: number } | null {
  const result = question.results.find((r) => r.segmentId === segment.id);
  if (!result) return null;
  const common = { title: question.text, percentage: true };
  if (question.chartKind === 'STACKED') {
    const entries = question.options.map((label, i) => ({ label, value: result.shares[i] ?? 0 }));
    return { model: { ...common, chartType: 'horizontal-stacked-bars', legend: question.options, rows: [{ label: segment.label, entries }] }, respondents: result.respondents };
  }
  const rows = question.options.map((label, i) => ({ label, value: result.shares[i] ?? null, entries: [] }));
  return { model: { ...common, chartType: 'horizontal-bars', legend: [], rows }, respondents: result.respondents };
}
