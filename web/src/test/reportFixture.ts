// A report as the gateway would return it for the ReportPage query (with __typename, as Apollo's
// cache expects), for tests of the report route and its components.
import type { ReportPagePrivateQuery, ReportPageQuery } from '../gql/graphql';

const chartRow = (label: string, value: number) => ({ __typename: 'ChartRow' as const, label, value, entries: [] });

const barChart = {
  __typename: 'Chart' as const,
  graphicType: 'STATIC' as const,
  chartType: 'horizontal-bars',
  title: 'Budget priorities',
  subtitle: null,
  footnote: null,
  source: 'Meridian survey 2024',
  baseText: 'Base: 1,203 B2B marketing decision makers',
  percentage: true,
  legend: [],
  segments: [],
  groupedSegments: [],
  defaultSegment: null,
  chartData: [chartRow('Brand', 42), chartRow('Demand', 58)],
  chartDataBySegment: [],
  subCharts: [],
};

const analyst = (id: string, fullName: string, active: boolean) => ({
  __typename: 'Analyst' as const,
  id,
  fullName,
  title: active ? 'Principal Analyst' : null,
  path: active ? `/analyst-bio/${fullName.toLowerCase().replace(' ', '-')}/${id}` : null,
  active,
  isFollowed: false,
});

export const reportFixture = {
  __typename: 'Report' as const,
  id: 'RES100001',
  title: 'The State Of B2B Marketing, 2024',
  summary: 'Marketing leaders are rebalancing budgets.',
  path: '/report/the-state-of-b2b-marketing/RES100001',
  shareAccess: false,
  courtesyView: null,
  ipType: 'Report',
  publishedDate: '2024-03-03',
  readTime: 12,
  isSaved: false,
  sectionIds: [
    { __typename: 'TocSection' as const, id: 'overview' },
    { __typename: 'TocSection' as const, id: 'budgets' },
  ],
  tableOfContents: [
    { __typename: 'TocSection' as const, id: 'overview', title: 'Overview', subHeadings: [] },
    {
      __typename: 'TocSection' as const,
      id: 'budgets',
      title: 'Budgets',
      subHeadings: [{ __typename: 'TocSection' as const, id: 'budget-shifts', title: 'Budget shifts' }],
    },
  ],
  authors: [analyst('BIO10001', 'Ada Lovelace', true), analyst('BIO10002', 'Grace Hopper', false)],
  contributors: [analyst('BIO10003', 'Alan Turing', true)],
  contributorIdsWithFollowButton: ['BIO10003'],
  techCatMarket: null,
  topics: ['Demand planning'],
  authorsTopicDetails: [{ __typename: 'AnalystTopicDetails' as const, analystBioId: '10001', topics: ['Budgets'] }],
  contributorTopicDetails: [],
  archiveHtml: null,
  surveyDashboard: null,
  sections: [
    {
      __typename: 'ReportSection' as const,
      id: 'overview',
      title: 'Overview',
      blocks: [{ __typename: 'Paragraph' as const, text: 'Budgets are moving to demand.' }],
    },
    {
      __typename: 'ReportSection' as const,
      id: 'budgets',
      title: 'Budgets',
      blocks: [
        { __typename: 'SubHeading' as const, id: 'budget-shifts', text: 'Budget shifts' },
        { __typename: 'Paragraph' as const, text: 'Demand gains the most.' },
        { __typename: 'FigureBlock' as const, figure: { __typename: 'Figure' as const, id: 'GR-1000011', label: 'Figure 1', title: 'Budget priorities', graphic: barChart } },
      ],
    },
  ],
  figures: [
    { __typename: 'Figure' as const, id: 'GR-1000011', label: 'Figure 1', title: 'Budget priorities', isSaved: false, graphic: barChart, downloadableAssets: [] },
    {
      __typename: 'Figure' as const,
      id: 'GR-1000012',
      label: 'Figure 2',
      title: 'Team structure',
      isSaved: true,
      downloadableAssets: [],
      graphic: { __typename: 'FigureImage' as const, url: '/images/team.png', altText: 'Org chart of a marketing team' },
    },
    {
      __typename: 'Figure' as const,
      id: 'GR-1000013',
      label: 'Figure 3',
      title: 'Broken data',
      isSaved: false,
      downloadableAssets: [],
      graphic: { __typename: 'InvalidGraphic' as const, message: 'Invalid graphic data' },
    },
  ],
  relatedResearch: [
    {
      __typename: 'Report' as const,
      id: 'RES100002',
      title: 'Demand Planning',
      path: '/report/demand-planning/RES100002',
      ipType: 'Best Practice',
      publishedDate: '2024-02-14',
      authors: [{ __typename: 'Analyst' as const, id: 'BIO10001', fullName: 'Ada Lovelace' }],
    },
  ],
};

/** The fixture typed as the query's result, whose fragment fields are masked in the type only. */
export const reportPageData = { report: reportFixture } as unknown as ReportPageQuery;
/** The same report as the reader's query (ReportPagePrivate) answers it. */
export const reportPagePrivateData = { report: reportFixture } as unknown as ReportPagePrivateQuery;
