// One survey question drawn for the chosen segment with the report figures' own chart and its
// screen-reader data table. The drawing loads as it comes near the screen, as a figure's does
// (x-charts is not part of a report page's first paint, issue #14).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataTable } from '../../../components/chart/ChartDataTable';
import { LazyChartGraphic } from '../../../components/chart/LazyChartGraphic';
import { questionChartModel, type SegmentData, type SurveyQuestionData } from './surveyChartModel';

const respondentsFormat = new Intl.NumberFormat('en-US');

export function SurveyQuestionChart({ question, segment }: { question: SurveyQuestionData; segment: SegmentData }) {
  const chart = questionChartModel(question, segment);
  const caption = `${question.text} (${segment.label})`;
  return (
    <Box component="li" sx={{ my: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {question.text}
      </Typography>
      {chart ? (
        <>
          <Box role="img" aria-label={caption} sx={{ width: '100%' }}>
            <LazyChartGraphic model={chart.model} />
          </Box>
          <ChartDataTable model={chart.model} caption={caption} />
          <Typography variant="body2" color="text.secondary">
            Base: {respondentsFormat.format(chart.respondents)} respondents ({segment.label})
          </Typography>
        </>
      ) : (
        <Typography variant="body2">No answers from this segment.</Typography>
      )}
    </Box>
  );
}
