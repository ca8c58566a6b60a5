/**
 * Every bound the gateway puts on a GraphQL operation before it runs, in one place, with why each
 * number was chosen. The README's "Limits" section publishes the same figures; limits.test.ts
 * (beside this file) proves that every document the web app ships stays within them.
 */
export interface OperationLimits {
  /** Nesting of fields, fragments flattened. */
  maxDepth: number;
  /** Aliased fields in one operation. */
  maxAliases: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** Introspection's list fields nested in one another (introspectionNesting.ts). */
  maxIntrospectionListNesting: number;
  /** Lexical tokens in one document: a cheap guard before anything is parsed further. */
  maxTokens: number;
  /** Estimated cost (see operationCost.ts) above which an operation is refused. */
  maxCost: number;
  /** The assumed length of a list field that takes no `size` argument. */
  assumedListSize: number;
  /**
   * Lists that are parts of one document (a report's sections, a chart's rows, a menu's items):
   * they arrive whole in their parent's one upstream response, so they are counted once, not
   * multiplied. Named `Type.field`.
   */
  documentPartLists: ReadonlySet<string>;
}

export const OPERATION_LIMITS: OperationLimits = {
  // graphql-armor's default is 6; the deepest document the web app sends is 8 (the report page,
  // down a figure's chart to its rows' entries), so 10 leaves two levels of margin while a
  // relatedResearch chain (about 3^n reports) is refused long before it hurts.
  maxDepth: 10,
  // graphql-armor's default is 15; the web app sends at most a handful (field renames), and 300
  // aliases of `search` were 300 upstream calls in one request.
  maxAliases: 15,
  // graphql-armor's default is 50; the web app sends none today (@include/@skip would be the use).
  maxDirectives: 10,
  // The full introspection query (the explorer's) nests 3: types > fields > args.
  maxIntrospectionListNesting: 3,
  // The full introspection query is about 4,100 tokens and the largest page query far fewer.
  maxTokens: 5000,
  // The costliest web document is 1,072 (market insights: two lists of cards with their authors)
  // and a typical listing page 361; 2,500 leaves more than twice that, while 300 searches (at
  // least 10 each) or four levels of nested lists (10^4) are refused.
  maxCost: 2500,
  // Listing pages and carousels show 3 to 12 items; 10 is the typical page a list returns.
  assumedListSize: 10,
  documentPartLists: new Set([
    'Report.sections', 'Report.tableOfContents', 'TocSection.subHeadings', 'ReportSection.blocks',
    'PlanningGuide.sections', 'Prediction.sections', 'Playbook.chapters', 'InsightSection.paragraphs',
    'Chart.chartData', 'Chart.chartDataBySegment', 'Chart.groupedSegments', 'Chart.subCharts', 'SegmentRows.rows', 'ChartRow.entries',
    'NavigationMenu.menuItems', 'NavigationMenuItem.menuItems', 'NavigationMenuItem.subHeaderMenuItems', 'ServicePage.tabs', 'ServiceTab.items',
    // One upstream answer of the navigation service (spec 3 §3): the source sections, their groups and links.
    'Query.navigationSections', 'NavigationSection.linkSections', 'NavigationLinkSection.linkList',
    'Facet.buckets', 'SearchResults.aggregations', 'AnalystSearchResults.aggregations',
  ]),
};

/**
 * Gateway -> subgraph, per request. Above the subgraphs' own REST timeout (REST_TIMEOUT_MS, 5 s,
 * subgraph -> upstream) so a slow upstream is reported by the subgraph that called it, with a
 * second of margin for the subgraph's own work.
 */
export const SUBGRAPH_TIMEOUT_MS = 6000;

/**
 * What the gateway reads from one subgraph call at most. The largest page answer (the report page
 * with its figures) is tens of kilobytes; 8 MiB is far above any page while bounding the memory a
 * single call can take.
 */
export const SUBGRAPH_RESPONSE_MAX_BYTES = 8 * 1024 * 1024;
