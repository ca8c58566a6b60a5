// A home section of recommended research: each report's card with why it is there. /myhome's
// featured research and reading, and the alternative home's picks, are all this section.
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { HomeReportCard } from './HomeReportCard';
import { HomeSection } from './HomeSection';

export const HomeReportSectionFragment = graphql(`
  fragment HomeReportSection_item on HomeReport {
    reason { text }
    report { id ...HomeReportCard_report }
  }
`);

interface HomeReportSectionProps {
  id: string;
  title: string;
  items: readonly FragmentType<typeof HomeReportSectionFragment>[] | null | undefined;
  columns?: number;
}

export function HomeReportSection({ id, title, items, columns }: HomeReportSectionProps) {
  const recommendations = getFragmentData(HomeReportSectionFragment, items);
  return (
    <HomeSection
      id={id}
      title={title}
      columns={columns}
      items={recommendations}
      keyOf={(item) => item.report.id}
      render={(item) => <HomeReportCard report={item.report} reason={item.reason.text} />}
    />
  );
}
