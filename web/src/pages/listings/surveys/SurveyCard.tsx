// A survey card: business or consumer, its short title linking to the survey, date, respondents
// and summary.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

export const SurveyCardFragment = graphql(`
  fragment SurveyCard_survey on Survey {
    id
    path
    shortTitle
    summary
    datePublished
    respondents
    businessOrConsumer
  }
`);

export function SurveyCard(props: { survey: FragmentType<typeof SurveyCardFragment> }) {
  const survey = getFragmentData(SurveyCardFragment, props.survey);
  return (
    <Card variant="outlined" component="article" data-testid="survey-card" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {survey.businessOrConsumer} survey
        </Typography>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={survey.path}>
            {survey.shortTitle}
          </Link>
        </Typography>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          <time dateTime={survey.datePublished}>{formatLongDate(survey.datePublished)}</time> · {survey.respondents.toLocaleString('en-US')} respondents
        </Typography>
        <Typography variant="body2">{survey.summary}</Typography>
      </CardContent>
    </Card>
  );
}
