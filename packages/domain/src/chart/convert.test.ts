import { describe, expect, it } from 'vitest';
import { convertChart } from './convert.js';
import { CHART_TYPES, type Chart, type ChartType, type OldChart } from './types.js';

const regions = ['All respondents', 'North America', 'Europe', 'Asia Pacific'];

function converted(old: unknown): Chart {
  const result = convertChart(old);
  if (!result.ok) throw new Error(`expected a valid chart, got: ${result.issues.join('; ')}`);
  return result.chart;
}

function issuesOf(old: unknown): string[] {
  const result = convertChart(old);
  if (result.ok) throw new Error('expected an invalid chart');
  expect(result.message).toBe('Invalid graphic data');
  return result.issues;
}

const simpleStatic = (chartType: ChartType): OldChart => ({
  chart_type: chartType,
  title: 'Top priorities for B2B marketing leaders',
  chart_data: {
    default: [
      { label: 'Improve lead quality', value: 41 },
      { label: 'Grow pipeline', value: 35 },
      { label: 'Retain customers', value: 24 },
    ],
  },
  chart_metadata: { percentage: true },
  source: 'Meridian Research B2B Marketing Survey, 2025',
  base_text: 'Base: 1,203 B2B marketing decision makers',
});

const seriesStatic = (chartType: ChartType): OldChart => ({
  chart_type: chartType,
  title: 'Adoption of generative AI by function',
  legend: ['Adopted', 'Piloting', 'Not planned'],
  chart_data: {
    default: [
      { label: 'Marketing', entries: [{ label: 'Adopted', value: 38 }, { label: 'Piloting', value: 40 }, { label: 'Not planned', value: 22 }] },
      { label: 'Sales', entries: [{ label: 'Adopted', value: 29 }, { label: 'Piloting', value: 44 }, { label: 'Not planned', value: 27 }] },
    ],
  },
});

const segmentChart = (chartType: ChartType): OldChart => ({
  chart_type: chartType,
  title: 'Budget change expected next year',
  segments: regions,
  grouped_segments: [{ name: 'Region', segments: regions.slice(1) }],
  default_segment: 'All respondents',
  chart_data: Object.fromEntries(regions.map((segment, i) => [segment, [
    { label: 'Increase', value: 50 + i },
    { label: 'Stay the same', value: 30 - i },
    { label: 'Decrease', value: 20 },
  ]])),
  chart_metadata: { percentage: true },
});

describe('convertChart: every chart type converts', () => {
  const simpleTypes: ChartType[] = ['horizontal-bars', 'horizontal-highlighted-bars', 'pie', 'vertical-bars', 'donut'];
  const seriesTypes: ChartType[] = [
    'horizontal-grouped-bars', 'horizontal-stacked-bars', 'vertical-stacked-bars', 'vertical-grouped-bars',
    'grid-heat-map', 'grid-heat-map-discrete', 'response-table',
  ];

  it('covers all 13 types between the cases below', () => {
    expect(new Set([...simpleTypes, ...seriesTypes, 'vertical-layout'])).toEqual(new Set(CHART_TYPES));
    expect(CHART_TYPES).toHaveLength(13);
  });

  it.each(simpleTypes)('%s as a static chart of {label, value} rows', (chartType) => {
    expect(converted(simpleStatic(chartType))).toEqual({
      graphicType: 'static',
      chartType,
      title: 'Top priorities for B2B marketing leaders',
      subtitle: null,
      footnote: null,
      source: 'Meridian Research B2B Marketing Survey, 2025',
      baseText: 'Base: 1,203 B2B marketing decision makers',
      percentage: true,
      legend: [],
      segments: [],
      groupedSegments: [],
      defaultSegment: null,
      chartData: [
        { label: 'Improve lead quality', value: 41, entries: [] },
        { label: 'Grow pipeline', value: 35, entries: [] },
        { label: 'Retain customers', value: 24, entries: [] },
      ],
      chartDataBySegment: {},
      subCharts: [],
    });
  });

  it.each(seriesTypes)('%s as a static chart of rows with entries and a legend', (chartType) => {
    const chart = converted(seriesStatic(chartType));
    expect(chart.graphicType).toBe('static');
    expect(chart.chartType).toBe(chartType);
    expect(chart.percentage).toBe(false);
    expect(chart.legend).toEqual(['Adopted', 'Piloting', 'Not planned']);
    expect(chart.chartData).toEqual([
      { label: 'Marketing', value: null, entries: [{ label: 'Adopted', value: 38 }, { label: 'Piloting', value: 40 }, { label: 'Not planned', value: 22 }] },
      { label: 'Sales', value: null, entries: [{ label: 'Adopted', value: 29 }, { label: 'Piloting', value: 44 }, { label: 'Not planned', value: 27 }] },
    ]);
  });

  it.each([...simpleTypes, ...seriesTypes])('%s as a segment chart with grouped segments', (chartType) => {
    const chart = converted(segmentChart(chartType));
    expect(chart.graphicType).toBe('segment');
    expect(chart.segments).toEqual(regions);
    expect(chart.groupedSegments).toEqual([{ name: 'Region', segments: ['North America', 'Europe', 'Asia Pacific'] }]);
    expect(chart.defaultSegment).toBe('All respondents');
    expect(Object.keys(chart.chartDataBySegment)).toEqual(regions);
    expect(chart.chartDataBySegment['Europe'][0]).toEqual({ label: 'Increase', value: 52, entries: [] });
    expect(chart.chartData).toEqual(chart.chartDataBySegment['All respondents']);
    expect(chart.percentage).toBe(true);
  });

  it('takes the rows of a non-first default segment as chartData', () => {
    const chart = converted({ ...segmentChart('pie'), default_segment: 'Asia Pacific' });
    expect(chart.chartData[0]).toEqual({ label: 'Increase', value: 53, entries: [] });
  });

  it('vertical-layout converts its sub charts, one under another', () => {
    const chart = converted({
      chart_type: 'vertical-layout',
      title: 'How buyers research and decide',
      subtitle: 'Two views of the same survey',
      footnote: 'Totals may not add to 100% because of rounding.',
      chart_data: {},
      sub_charts: [simpleStatic('donut'), segmentChart('vertical-bars')],
    });
    expect(chart.chartType).toBe('vertical-layout');
    expect(chart.graphicType).toBe('static');
    expect(chart.subtitle).toBe('Two views of the same survey');
    expect(chart.footnote).toBe('Totals may not add to 100% because of rounding.');
    expect(chart.chartData).toEqual([]);
    expect(chart.subCharts.map((c) => [c.chartType, c.graphicType])).toEqual([['donut', 'static'], ['vertical-bars', 'segment']]);
    expect(chart.subCharts[1].chartData).toHaveLength(3);
  });

  it('derives the legend from entry labels when none is given', () => {
    const { legend: _omit, ...withoutLegend } = seriesStatic('vertical-stacked-bars');
    expect(converted(withoutLegend).legend).toEqual(['Adopted', 'Piloting', 'Not planned']);
  });

  it('accepts a single unlabelled row', () => {
    const chart = converted({ chart_type: 'horizontal-bars', title: 'Share', chart_data: { default: [{ value: 12 }] } });
    expect(chart.chartData).toEqual([{ label: null, value: 12, entries: [] }]);
  });
});

describe('convertChart: invalid charts', () => {
  it('rejects a non-object input', () => {
    for (const input of [null, undefined, 'pie', 42, [simpleStatic('pie')]]) {
      expect(issuesOf(input)).toEqual(['chart must be an object']);
    }
  });

  it('rejects an unknown chart type', () => {
    expect(issuesOf({ ...simpleStatic('pie'), chart_type: 'radar' })).toEqual(["chart_type: unknown chart type 'radar'"]);
  });

  it('rejects a missing chart type', () => {
    const { chart_type: _omit, ...noType } = simpleStatic('pie');
    expect(issuesOf(noType)).toEqual(['chart_type: chart_type is required']);
  });

  it('rejects a default segment that is not among the segments', () => {
    expect(issuesOf({ ...segmentChart('pie'), default_segment: 'Latin America' }))
      .toEqual(["default_segment: 'Latin America' is not one of the segments"]);
  });

  it('rejects a segment chart without a default segment', () => {
    const { default_segment: _omit, ...noDefault } = segmentChart('pie');
    expect(issuesOf(noDefault)).toEqual(['default_segment: a segment chart needs a default segment']);
  });

  it('rejects a segment without chart data', () => {
    const chart = segmentChart('vertical-bars');
    delete chart.chart_data['Europe'];
    expect(issuesOf(chart)).toEqual(["chart_data: no chart data for segment 'Europe'"]);
  });

  it('rejects a static chart without a default entry', () => {
    const chart = simpleStatic('horizontal-bars');
    chart.chart_data = { overall: chart.chart_data.default };
    expect(issuesOf(chart)).toEqual(["chart_data: a static chart needs a 'default' entry"]);
  });

  it('rejects a row without a value or entries', () => {
    const chart = simpleStatic('pie');
    chart.chart_data.default[1] = { label: 'Grow pipeline' };
    expect(issuesOf(chart)).toEqual(['chart_data.default[1]: row needs a value or entries']);
  });

  it('rejects an entry without a value', () => {
    const chart = seriesStatic('response-table');
    chart.chart_data.default[0].entries![2] = { label: 'Not planned' } as never;
    expect(issuesOf(chart)).toEqual(['chart_data.default[0].entries[2]: entry needs a value']);
  });

  it('rejects an unlabelled row when there is more than one row', () => {
    const chart = simpleStatic('donut');
    delete chart.chart_data.default[2].label;
    expect(issuesOf(chart)).toEqual(['chart_data.default[2]: row needs a label when there is more than one row']);
  });

  it('rejects a vertical-layout chart without sub charts', () => {
    expect(issuesOf({ chart_type: 'vertical-layout', title: 'Layout', chart_data: {} }))
      .toEqual(['sub_charts: a vertical-layout chart needs sub charts']);
    expect(issuesOf({ chart_type: 'vertical-layout', title: 'Layout', chart_data: {}, sub_charts: [] }))
      .toEqual(['sub_charts: a vertical-layout chart needs sub charts']);
  });

  it('rejects a vertical-layout chart with an invalid sub chart', () => {
    expect(issuesOf({
      chart_type: 'vertical-layout', title: 'Layout', chart_data: {},
      sub_charts: [simpleStatic('pie'), { ...segmentChart('pie'), default_segment: 'Mars' }],
    })).toEqual(["sub_charts[1].default_segment: 'Mars' is not one of the segments"]);
  });

  it('rejects a value of the wrong type', () => {
    const chart = simpleStatic('pie') as unknown as { chart_data: { default: { value: unknown }[] } };
    chart.chart_data.default[0].value = '41%';
    const issues = issuesOf(chart);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^chart_data\.default\[0\]\.value: /);
  });

  it('rejects a missing chart_data', () => {
    const { chart_data: _omit, ...noData } = simpleStatic('pie');
    expect(issuesOf(noData)).toEqual(['chart_data: chart_data is required']);
  });
});
