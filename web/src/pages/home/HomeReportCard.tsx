// A report on a home page: its title linking to the report, summary and date; on /myhome also why
// it is recommended.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ReasonLabel } from '../../components/ReasonLabel';

export const HomeReportCardFragment = graphql(`
  fragment HomeReportCard_report on Report {
    id
    title
    summary
    path
    publishedDate
  }
`);

export function HomeReportCard(props: { report: FragmentType<typeof HomeReportCardFragment>; reason?: string; headingLevel?: 'h3' | 'h2' }) {
  const report = getFragmentData(HomeReportCardFragment, props.report);
  return (
    <Card variant="outlined" component="article" data-testid="home-report" sx={{ height: '100%' }}>
      <CardContent>
        <ReasonLabel text={props.reason} />
        <Typography variant="h3" component={props.headingLevel ?? 'h3'} sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Link component={RouterLink} to={report.path}>
            {report.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <time dateTime={report.publishedDate}>{report.publishedDate}</time>
        </Typography>
        <Typography variant="body2">{report.summary}</Typography>
      </CardContent>
    </Card>
  );
}
