// A report on a home page: its title linking to the report, date and summary; on /myhome also why
// it is recommended.
import Typography from '@mui/material/Typography';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledCard, type TitledCardProps } from '../../components/TitledCard';

export const HomeReportCardFragment = graphql(`
  fragment HomeReportCard_report on Report {
    id
    title
    summary
    path
    publishedDate
  }
`);

export function HomeReportCard(props: { report: FragmentType<typeof HomeReportCardFragment> } & Pick<TitledCardProps, 'headingLevel' | 'reason'>) {
  const report = getFragmentData(HomeReportCardFragment, props.report);
  return (
    <TitledCard title={report.title} path={report.path} headingLevel={props.headingLevel ?? 'h3'} reason={props.reason} testId="home-report">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <time dateTime={report.publishedDate}>{report.publishedDate}</time>
      </Typography>
      <Typography variant="body2">{report.summary}</Typography>
    </TitledCard>
  );
}
