import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { FigureGraphic, FigureGraphicFragment } from './FigureGraphic';

const row = (label: string | null, value: number | null, entries: { label: string; value: number }[] = []) => ({ label, value, entries });

function chart(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Chart',
    graphicType: 'STATIC',
    chartType: 'vertical-bars',
    title: 'Adoption by region',
    subtitle: 'Share of firms',
    footnote: 'Totals may not add up.',
    source: 'Meridian survey',
    baseText: 'Base: 900 firms',
    percentage: true,
    legend: [],
    segments: [],
    groupedSegments: [],
    defaultSegment: null,
    chartData: [row('North America', 61), row('Europe', 47.5)],
    chartDataBySegment: [],
    subCharts: [],
    ...overrides,
  };
}

function renderGraphic(graphic: unknown) {
  const figure = makeFragmentData({ graphic } as never, FigureGraphicFragment);
  return render(<FigureGraphic figure={figure} />);
}

function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((tr) => Array.from(tr.children).map((cell) => cell.textContent ?? ''));
}

describe('ChartFigure', () => {
  // The segment select's menu loads on the first press (issue #14); the test runner transforms its
  // module (MUI's Select) once here, so that load is as quick as a browser's cached chunk.
  beforeAll(() => import('./SegmentSelectMenu'));

  it('draws the chart behind an img role and renders its data table with the title as caption', () => {
    renderGraphic(chart());
    screen.getByRole('img', { name: 'Adoption by region' });
    const table = screen.getByRole('table', { name: 'Adoption by region' });
    expect(tableRows(table)).toEqual([
      ['Category', 'Value'],
      ['North America', '61%'],
      ['Europe', '47.5%'],
    ]);
    screen.getByText('Base: 900 firms');
    screen.getByText('Source: Meridian survey');
  });

  it('heads the table of a grouped chart with the legend', () => {
    renderGraphic(
      chart({
        chartType: 'horizontal-grouped-bars',
        percentage: false,
        legend: ['2023', '2024'],
        chartData: [row('Brand', null, [{ label: '2023', value: 10 }, { label: '2024', value: 12 }])],
      }),
    );
    expect(tableRows(screen.getByRole('table', { name: 'Adoption by region' }))).toEqual([
      ['Category', '2023', '2024'],
      ['Brand', '10', '12'],
    ]);
  });

  it('switches a segment chart with the Segment selector', async () => {
    renderGraphic(
      chart({
        graphicType: 'SEGMENT',
        segments: ['All', 'Enterprise'],
        defaultSegment: 'All',
        chartData: [row('North America', 61)],
        chartDataBySegment: [
          { segment: 'All', rows: [row('North America', 61)] },
          { segment: 'Enterprise', rows: [row('North America', 70)] },
        ],
      }),
    );
    expect(screen.getByRole('table', { name: 'Adoption by region (All)' }).textContent).toContain('61%');
    // The first press loads the select's menu (SegmentSelectMenu), which then opens.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Segment' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Enterprise' }));
    expect(screen.getByRole('table', { name: 'Adoption by region (Enterprise)' }).textContent).toContain('70%');
  });

  it('draws a vertical layout as its sub-charts, each with its own table', () => {
    renderGraphic(
      chart({
        chartType: 'vertical-layout',
        title: 'Two views',
        chartData: [],
        subCharts: [chart({ title: 'First view' }), chart({ chartType: 'donut', title: 'Second view' })],
      }),
    );
    screen.getByRole('table', { name: 'First view' });
    screen.getByRole('table', { name: 'Second view' });
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('shows a response table as a visible table, without a drawing', () => {
    renderGraphic(
      chart({
        chartType: 'response-table',
        legend: ['Yes', 'No'],
        chartData: [row('Uses AI', null, [{ label: 'Yes', value: 40 }, { label: 'No', value: 60 }])],
      }),
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(tableRows(screen.getByRole('table', { name: 'Adoption by region' }))[1]).toEqual(['Uses AI', '40%', '60%']);
  });

  it("shows 'Invalid graphic data' for an invalid graphic", () => {
    renderGraphic({ __typename: 'InvalidGraphic', message: 'Invalid graphic data' });
    screen.getByText('Invalid graphic data');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a plain image figure with its alternative text', () => {
    renderGraphic({ __typename: 'FigureImage', url: '/img/fig.png', altText: 'A funnel diagram' });
    expect(screen.getByRole('img', { name: 'A funnel diagram' }).getAttribute('src')).toBe('/img/fig.png');
  });
});
