// What the steady load asks: the report page (content, search, commerce and account graphs) and a
// query content-graph answers alone, so an outage elsewhere shows as partial data, not as failure.
import { fixtures } from '@portal/corpus';
import { reportPageQuery } from '../report-page/reportPageQuery.js';

const contentOnlyQuery = /* GraphQL */ `
  query ContentOnly($id: ID!) {
    report(id: $id) { id title publishedDate }
    alertBanner { id title }
  }
`;

export const viewerQuery = /* GraphQL */ `
  query Viewer { viewer { id } }
`;

export const reportPage = { name: 'report page', query: reportPageQuery, operationName: 'ReportPage', variables: { id: fixtures.twelveAuthorReportId } };
export const contentOnly = { name: 'content only', query: contentOnlyQuery, operationName: 'ContentOnly', variables: { id: fixtures.oneAuthorReportId } };
