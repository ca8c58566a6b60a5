// A chart's data as CSV (the figure's "Download CSV", spec 1 §3 figures): the rows the chart draws,
// one line each, so a reader can take the numbers into a spreadsheet. Segment charts give every
// segment's rows, under a Segment column; a vertical layout gives each sub-chart's, under a Chart
// column. RFC 4180 quoting; a text cell a spreadsheet would run as a formula is made inert.
import type { Chart, ChartRow } from './types.js';

/** What the CSV reads of a chart (the web passes its GraphQL chart in this shape). */
export interface CsvChart extends Pick<Chart, 'title' | 'graphicType' | 'segments' | 'chartDataBySegment'> {
  chartData: readonly ChartRow[];
  subCharts: readonly CsvChart[];
}

/** Cells a spreadsheet would read as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The series names in first-seen order, when rows carry entries (grouped, stacked, heat maps, tables). */
function seriesOf(rows: readonly ChartRow[]): string[] {
  const names: string[] = [];
  for (const row of rows) for (const entry of row.entries) if (!names.includes(entry.label)) names.push(entry.label);
  return names;
}

interface Block {
  /** Leading cells (segment, sub-chart title), in the order of `lead` columns. */
  lead: string[];
  rows: readonly ChartRow[];
}

function blocksOf(chart: CsvChart): { leadColumns: string[]; blocks: Block[] } {
  if (chart.subCharts.length > 0) {
    return { leadColumns: ['Chart'], blocks: chart.subCharts.flatMap((sub) => blocksOf(sub).blocks.map((block) => ({ lead: [sub.title, ...block.lead], rows: block.rows }))) };
  }
  if (chart.graphicType === 'segment') {
    return { leadColumns: ['Segment'], blocks: chart.segments.map((segment) => ({ lead: [segment], rows: chart.chartDataBySegment[segment] ?? [] })) };
  }
  return { leadColumns: [], blocks: [{ lead: [], rows: chart.chartData }] };
}

/** The chart's data as CSV text (CRLF line ends), its header line first. */
export function chartCsv(chart: CsvChart): string {
  const { leadColumns, blocks } = blocksOf(chart);
  // Sub-charts of a layout may mix shapes: a segment column only when some sub-chart has segments.
  const allRows = blocks.flatMap((block) => block.rows);
  const series = seriesOf(allRows);
  const lead = chart.subCharts.some((sub) => sub.graphicType === 'segment') ? [...leadColumns, 'Segment'] : leadColumns;
  const header = [...lead, 'Label', ...(series.length > 0 ? series : ['Value'])];
  const lines = [header.map(cell).join(',')];
  for (const block of blocks) {
    const leadCells = lead.map((_, i) => block.lead[i] ?? '');
    for (const row of block.rows) {
      const values = series.length > 0 ? series.map((name) => row.entries.find((entry) => entry.label === name)?.value ?? null) : [row.value];
      lines.push([...leadCells, row.label, ...values].map(cell).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name for a figure's download: its label and title, letters, digits and dashes only. */
export function figureFileName(label: string, title: string, extension: string): string {
  const stem = `${label} ${title}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${stem || 'figure'}.${extension}`;
}
