// The exported chart PNG's legend: its entries as x-charts shows them (a grouped chart's series, a
// pie's slices; none for one series), and rows that wrap inside the export width. The PNG itself
// is decoded in Chromium (e2e/tests/report-download.spec.ts): jsdom has no canvas.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { makeFragmentData } from '../../../gql';
import { FigureGraphic, FigureGraphicFragment } from '../../../components/chart/FigureGraphic';
import { SERIES_COLORS } from '../../../components/chart/chartColors';
import { layoutLegend, LEGEND_ROW, legendEntriesIn } from './chartLegend';

const row = (label: string, value: number | null, entries: { label: string; value: number }[] = []) => ({ label, value, entries });
const chart = (overrides: Record<string, unknown>) => ({
  __typename: 'Chart',
  graphicType: 'STATIC',
  chartType: 'vertical-bars',
  title: 'Adoption',
  subtitle: null,
  footnote: null,
  source: null,
  baseText: null,
  percentage: false,
  legend: [],
  segments: [],
  groupedSegments: [],
  defaultSegment: null,
  chartData: [row('North America', 61), row('Europe', 47)],
  chartDataBySegment: [],
  subCharts: [],
  ...overrides,
});

/** The figure once its chart is drawn: the drawing's code loads on demand (LazyChartGraphic). */
async function drawn(graphic: unknown): Promise<HTMLElement> {
  const { container } = render(<FigureGraphic figure={makeFragmentData({ graphic } as never, FigureGraphicFragment)} />);
  await waitFor(() => expect(container.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
  return container;
}

// 8 px a character: a stand-in for the canvas's measureText.
const measure = (text: string) => text.length * 8;

describe('the legend of an exported chart', () => {
  it("reads a grouped chart's series, each with its colour", async () => {
    const figure = await drawn(
      chart({
        chartType: 'vertical-grouped-bars',
        legend: ['2023', '2024', '2025'],
        chartData: [row('Brand', null, [{ label: '2023', value: 10 }, { label: '2024', value: 12 }, { label: '2025', value: 9 }])],
      }),
    );
    expect(legendEntriesIn(figure)).toEqual([
      { name: '2023', colour: SERIES_COLORS[0] },
      { name: '2024', colour: SERIES_COLORS[1] },
      { name: '2025', colour: SERIES_COLORS[2] },
    ]);
  });

  it("reads a pie's slices, one entry each", async () => {
    const figure = await drawn(chart({ chartType: 'pie' }));
    expect(legendEntriesIn(figure)).toEqual([
      { name: 'North America', colour: SERIES_COLORS[0] },
      { name: 'Europe', colour: SERIES_COLORS[1] },
    ]);
  });

  it('has nothing to draw for a single series', async () => {
    const figure = await drawn(chart({}));
    expect(legendEntriesIn(figure)).toEqual([]);
    expect(layoutLegend([{ name: 'Adoption', colour: '#000000' }], measure, 752)).toEqual({ entries: [], height: 0 });
  });

  it('places the entries in one row when they fit, and wraps to more rows when the names are long', () => {
    const short = layoutLegend(
      [
        { name: '2023', colour: '#111111' },
        { name: '2024', colour: '#222222' },
      ],
      measure,
      752,
    );
    expect(short.height).toBe(LEGEND_ROW);
    expect(short.entries.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [0 + 12 + 6 + 32 + 20, 0],
    ]);

    const long = 'A very long series name that takes most of a row'; // 49 characters, 392 px
    const wrapped = layoutLegend(
      [
        { name: long, colour: '#111111' },
        { name: long, colour: '#222222' },
        { name: 'Other', colour: '#333333' },
      ],
      measure,
      752,
    );
    expect(wrapped.entries.map(({ y }) => y)).toEqual([0, LEGEND_ROW, LEGEND_ROW]);
    expect(wrapped.height).toBe(2 * LEGEND_ROW);
    for (const entry of wrapped.entries) expect(entry.x + 12 + 6 + measure(entry.text)).toBeLessThanOrEqual(752);
  });

  it('cuts a name too long for a row of its own with an ellipsis', () => {
    const name = 'x'.repeat(200);
    const layout = layoutLegend(
      [
        { name, colour: '#111111' },
        { name: 'Other', colour: '#222222' },
      ],
      measure,
      752,
    );
    expect(layout.entries[0].text.endsWith('…')).toBe(true);
    expect(12 + 6 + measure(layout.entries[0].text)).toBeLessThanOrEqual(752);
  });
});
