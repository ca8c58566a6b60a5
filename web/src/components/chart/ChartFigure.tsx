// A figure's chart. A vertical-layout chart draws its sub-charts one under another (one level
// deep: GraphQL fragments cannot recurse, and the corpus nests no deeper).
import Box from '@mui/material/Box';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ChartHeading } from './ChartHeading';
import { ChartNotes } from './ChartNotes';
import { ChartView } from './ChartView';

export const ChartFigureFragment = graphql(`
  fragment ChartFigure_chart on Chart {
    chartType
    title
    subtitle
    baseText
    footnote
    source
    ...ChartView_chart
    subCharts {
      ...ChartView_chart
    }
  }
`);

export function ChartFigure(props: { chart: FragmentType<typeof ChartFigureFragment> }) {
  const chart = getFragmentData(ChartFigureFragment, props.chart);
  if (chart.chartType !== 'vertical-layout') return <ChartView chart={chart} />;
  return (
    <Box>
      <ChartHeading title={chart.title} subtitle={chart.subtitle} />
      {chart.subCharts.map((subChart, index) => (
        <ChartView key={index} chart={subChart} />
      ))}
      <ChartNotes baseText={chart.baseText} footnote={chart.footnote} source={chart.source} />
    </Box>
  );
}
