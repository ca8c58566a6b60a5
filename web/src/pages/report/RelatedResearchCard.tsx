// A related report as a card: its title linking to it, its research type, publication date and
// authors. Built on the listings' TitledCard; the type is its name alone, as on search results (the
// definition button stays the hero's, one per page).
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledCard } from '../../components/TitledCard';

export const RelatedResearchCardFragment = graphql(`
  fragment RelatedResearchCard_report on Report {
    id
    title
    path
    ipType
    publishedDate
    authors {
      id
      fullName
    }
  }
`);

export function RelatedResearchCard(props: { report: FragmentType<typeof RelatedResearchCardFragment> }) {
  const report = getFragmentData(RelatedResearchCardFragment, props.report);
  return (
    <TitledCard title={report.title} path={report.path} headingLevel="h3" testId="related-research">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {report.ipType} · <time dateTime={report.publishedDate}>{formatLongDate(report.publishedDate)}</time>
      </Typography>
      {report.authors.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          By {report.authors.map((author) => author.fullName).join(', ')}
        </Typography>
      )}
    </TitledCard>
  );
}
