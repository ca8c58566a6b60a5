// Route module for /surveys/:slug/:id (spec 1 §2, spec 3 §3 "Survey"): a survey's page, always
// accessible. A GraphQL error (404, malformed id) rejects the loader; the error page shows it.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { MailtoShareLink } from '../../../components/share/MailtoShareLink';
import { SURVEYS_BASE_PATH, formatFileSize, formatLongDate } from '@portal/domain';
import { useAnnounce } from '../../../a11y/announce';
import { reportError } from '../../../app/reportError';
import { graphql } from '../../../gql';
import { idPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { useCopiedFlag } from './useCopiedFlag';
import { NotFoundPage } from '../../error/NotFoundPage';
import { DocumentMeta } from '../../../app/DocumentMeta';

export const SurveyPageQuery = graphql(`
  query SurveyPage($id: ID!) {
    survey(id: $id) {
      id
      shortTitle
      summary
      datePublished
      respondents
      surveyType
      businessOrConsumer
      topics
      methodologyDescription
      pleaseNote
      officialSurveyName
      downloads {
        id
        title
        file {
          url
          contentType
          fileName
          size
        }
      }
    }
  }
`);

export const loader = idPageLoader(SurveyPageQuery);

/** The citation 'Copy source' puts on the clipboard. */
export function surveySource(survey: { officialSurveyName: string; datePublished: string }): string {
  return `Source: ${survey.officialSurveyName} (published ${formatLongDate(survey.datePublished)})`;
}

function CopySourceButton({ source }: { source: string }) {
  const [copied, flagCopied] = useCopiedFlag();
  const announce = useAnnounce();
  async function copy() {
    try {
      await navigator.clipboard.writeText(source);
      flagCopied();
      announce('Source copied', 'polite');
    } catch (error) {
      reportError(error, 'copy survey source');
      announce('The source could not be copied', 'assertive');
    }
  }
  return (
    <Button variant="outlined" onClick={copy} aria-live="polite">
      {copied ? 'Copied' : 'Copy source'}
    </Button>
  );
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const survey = data.survey;
  // The survey's address is the page's own (a survey has no path field).
  const { pathname } = useLocation();
  if (!survey) return <NotFoundPage />;
  const source = surveySource(survey);
  return (
    <Box component="article">
      <DocumentMeta title={survey.shortTitle} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={`${SURVEYS_BASE_PATH}/${survey.surveyType}`}>
          {survey.businessOrConsumer} surveys
        </Link>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {survey.shortTitle}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        {survey.businessOrConsumer} survey · <time dateTime={survey.datePublished}>{formatLongDate(survey.datePublished)}</time> ·{' '}
        {survey.respondents.toLocaleString('en-US')} respondents
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{survey.summary}</Typography>
      {/* Spec 1 §7: a mailto share link for the survey. */}
      <Box sx={{ mb: 3 }}>
        <MailtoShareLink kind="survey" title={survey.shortTitle} path={pathname} />
      </Box>

      <Box component="section" aria-labelledby="survey-methodology" sx={{ mb: 3 }}>
        <Typography id="survey-methodology" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Methodology
        </Typography>
        <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{survey.methodologyDescription}</Typography>
        <Typography sx={{ maxWidth: '70ch' }}>
          <strong>Please note:</strong> {survey.pleaseNote}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="survey-source" sx={{ mb: 3 }}>
        <Typography id="survey-source" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Source
        </Typography>
        <Typography sx={{ mb: 1 }} data-testid="survey-source">
          {source}
        </Typography>
        <CopySourceButton source={source} />
      </Box>

      <Box component="section" aria-labelledby="survey-downloads">
        <Typography id="survey-downloads" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Downloads
        </Typography>
        <Box component="ul" sx={{ pl: 3 }}>
          {survey.downloads.map((download) => (
            <li key={download.id}>
              <Link href={download.file.url} download={download.file.fileName}>
                {download.title}
              </Link>{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                (CSV, {formatFileSize(download.file.size)})
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
