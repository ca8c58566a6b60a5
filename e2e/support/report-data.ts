// Reads a report's expected data from the gateway, so the browser tests assert what the page shows
// against what the API serves rather than against strings copied into the test.
import { fixtures } from '@portal/corpus';

export { fixtures };

export interface ReportData {
  id: string;
  title: string;
  topics: string[];
  authors: { fullName: string }[];
  tableOfContents: { id: string; title: string }[];
  figures: { id: string; label: string; title: string; graphic: { __typename: string; chartType?: string } }[];
  relatedResearch: { id: string; title: string; ipType: string; publishedDate: string; authors: { fullName: string }[] }[];
}

export async function fetchReport(baseURL: string, id: string) {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($id: ID!) { report(id: $id) { id title topics authors { fullName } tableOfContents { id title } figures { id label title graphic { __typename ... on Chart { chartType } } }
        relatedResearch { id title ipType publishedDate authors { fullName } } } }`,
      variables: { id },
    }),
  });
  const body = (await response.json()) as { data: { report: ReportData } };
  return body.data.report;
}

/** A figure whose chart is drawn (an svg), not a response table, an image or a layout of sub-charts. */
export function isDrawnChart(figure: ReportData['figures'][number]): boolean {
  const type = figure.graphic.chartType;
  return figure.graphic.__typename === 'Chart' && type !== undefined && type !== 'response-table' && type !== 'vertical-layout';
}
