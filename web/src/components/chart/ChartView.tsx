// One chart: its title, the segment selector for segment charts, the drawing (an x-charts svg
// behind an img role named after the chart, loaded when it comes near: LazyChartGraphic) with its
// screen-reader data table, and the notes.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ChartDataTable } from './ChartDataTable';
import { LazyChartGraphic } from './LazyChartGraphic';
import { ChartHeading } from './ChartHeading';
import { ChartNotes } from './ChartNotes';
import { SegmentSelect } from './SegmentSelect';
import type { ChartDataModel } from './chartData';

export const ChartViewFragment = graphql(`
  fragment ChartView_chart on Chart {
    graphicType
    chartType
    title
    subtitle
    footnote
    source
    baseText
    percentage
    legend
    segments
    groupedSegments {
      name
      segments
    }
    defaultSegment
    chartData {
      label
      value
      entries {
        label
        value
      }
    }
    chartDataBySegment {
      segment
      rows {
        label
        value
        entries {
          label
          value
        }
      }
    }
  }
`);

export function ChartView(props: { chart: FragmentType<typeof ChartViewFragment> }) {
  const chart = getFragmentData(ChartViewFragment, props.chart);
  const isSegment = chart.graphicType === 'SEGMENT' && chart.segments.length > 0;
  const [segment, setSegment] = useState(chart.defaultSegment ?? chart.segments[0] ?? '');
  const rows = isSegment ? (chart.chartDataBySegment.find((s) => s.segment === segment)?.rows ?? []) : chart.chartData;
  const model: ChartDataModel = {
    chartType: chart.chartType,
    title: chart.title,
    percentage: chart.percentage,
    legend: chart.legend,
    rows,
  };
  const caption = isSegment ? `${chart.title} (${segment})` : chart.title;
  const tableOnly = chart.chartType === 'response-table';

  return (
    <Box sx={{ my: 2 }}>
      <ChartHeading title={chart.title} subtitle={chart.subtitle} />
      {isSegment && <SegmentSelect segments={chart.segments} groups={chart.groupedSegments} value={segment} onChange={setSegment} />}
      {tableOnly ? (
        <ChartDataTable model={model} caption={caption} visible />
      ) : (
        <>
          <Box role="img" aria-label={caption} sx={{ width: '100%' }}>
            <LazyChartGraphic model={model} />
          </Box>
          <ChartDataTable model={model} caption={caption} />
        </>
      )}
      <ChartNotes baseText={chart.baseText} footnote={chart.footnote} source={chart.source} />
    </Box>
  );
}
