// The survey dashboard of a data report (spec 3 "Report page", §3 surveyDashboard; issue #13): the
// questions of the survey it draws on, each drawn as a chart, and one segment select that redraws
// them all for that segment (All respondents by default), kept in the URL's `segment` parameter.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { SegmentSelect } from '../../../components/chart/SegmentSelect';
import { useSegmentParam } from './segmentParam';
import { SurveyQuestionChart } from './SurveyQuestionChart';

export const SurveyDashboardFragment = graphql(`
  fragment SurveyDashboard_dashboard on SurveyDashboard {
    surveyId
    survey {
      id
      path
      officialSurveyName
    }
    segments {
      id
      label
      group
    }
    questions {
      id
      text
      chartKind
      options
      results {
        segmentId
        respondents
        shares
      }
    }
  }
`);

/** The segments under their group (Region, Company size, Role), as the figures' segment select takes them. */
function groupsOf(segments: readonly { label: string; group?: string | null }[]) {
  const names = [...new Set(segments.flatMap((s) => (s.group ? [s.group] : [])))];
  return names.map((name) => ({ name, segments: segments.filter((s) => s.group === name).map((s) => s.label) }));
}

export function SurveyDashboard(props: { dashboard: FragmentType<typeof SurveyDashboardFragment> }) {
  const dashboard = getFragmentData(SurveyDashboardFragment, props.dashboard);
  const headingId = useId();
  const [segmentId, setSegmentId] = useSegmentParam(dashboard.segments.map((s) => s.id));
  const segment = dashboard.segments.find((s) => s.id === segmentId) ?? dashboard.segments[0];
  if (!segment || dashboard.questions.length === 0) return null;
  const byLabel = (label: string) => dashboard.segments.find((s) => s.label === label)?.id;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Survey dashboard
      </Typography>
      {dashboard.survey && (
        <Typography variant="body2" color="text.secondary">
          From{' '}
          <Link component={RouterLink} to={dashboard.survey.path}>
            {dashboard.survey.officialSurveyName}
          </Link>
        </Typography>
      )}
      <SegmentSelect
        label="Respondent segment"
        segments={dashboard.segments.map((s) => s.label)}
        groups={groupsOf(dashboard.segments)}
        value={segment.label}
        onChange={(label) => setSegmentId(byLabel(label) ?? segment.id)}
      />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {dashboard.questions.map((question) => (
          <SurveyQuestionChart key={question.id} question={question} segment={segment} />
        ))}
      </Box>
    </Box>
  );
}
