// The report's hero banner: type (with its definition, spec 3 §3), title (the page's only h1), date, read time and summary.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ResearchTypeLabel } from '../../components/ResearchTypeLabel';
import { CachedSaveButton } from './reader/CachedSaveButton';
import { ReportPdfDownload } from './downloads/ReportPdfDownload';

export const ReportHeroFragment = graphql(`
  fragment ReportHero_report on Report {
    id
    title
    summary
    ipType
    techCatMarket
    publishedDate
    readTime
  }
`);

/** `actions`: the page's own buttons, beside Save (the assistant's). */
export function ReportHero(props: { report: FragmentType<typeof ReportHeroFragment>; actions?: ReactNode }) {
  const report = getFragmentData(ReportHeroFragment, props.report);
  return (
    <Box sx={{ pb: 3, mb: 3, borderBottom: 1, borderColor: 'grey.300' }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
        <ResearchTypeLabel ipType={report.ipType} />
        {/* A Wave names the market it evaluates (techCatMarket is null for every other type). */}
        {report.techCatMarket && ` · ${report.techCatMarket}`}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {report.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <time dateTime={report.publishedDate}>{formatLongDate(report.publishedDate)}</time>
        {' · '}
        {report.readTime} min read
      </Typography>
      <Typography sx={{ fontSize: '1.1rem' }}>{report.summary}</Typography>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <CachedSaveButton typename="Report" id={report.id} title={report.title} />
        <ReportPdfDownload reportId={report.id} title={report.title} />
        {props.actions}
      </Box>
    </Box>
  );
}
