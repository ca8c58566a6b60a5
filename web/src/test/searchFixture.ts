// Search results as the gateway would return them for the SearchPage query (with __typename, as
// Apollo's cache expects), for tests of the /allSearch route and its components.
/** One search card (a report hit), for tests of a single card. */
export const searchCardFixture = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'SearchCard' as const,
  contentId: `RES10000${n}`,
  contentType: 'research',
  title: `Search title ${n}`,
  summary: `Summary of report ${n}.`,
  publishedDate: '2024-03-03',
  ipType: 'Wave',
  path: `/report/search-title-${n}/RES10000${n}`,
  lastViewed: null,
  hasAccess: true,
  report: {
    __typename: 'Report' as const,
    id: `RES10000${n}`,
    title: `Customer Experience Report ${n}`,
    path: `/report/customer-experience-report-${n}/RES10000${n}`,
    isSaved: false,
    authors: [
      { __typename: 'Analyst' as const, id: 'BIO10001', fullName: 'Ada Lovelace' },
      { __typename: 'Analyst' as const, id: 'BIO10002', fullName: 'Alan Turing' },
    ],
  },
  figure: null,
  webinar: null,
  // Readable research: nothing to buy.
  sale: { __typename: 'ContentSale' as const, contentId: `RES10000${n}`, purchase: null },
  content: null,
  ...overrides,
});

export function searchResultsFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SearchResults' as const,
    page: 1,
    totalPages: 3,
    itemsTotal: 23,
    query: 'custmer',
    fuzzy: { __typename: 'FuzzyCorrection' as const, value: 'customer', message: 'Showing results for "customer"' },
    cards: [
      searchCardFixture(1),
      searchCardFixture(2, {
        contentId: 'RES100002-figure-1',
        contentType: 'figure',
        title: 'Budget priorities',
        path: '/report/customer-experience-report-2/RES100002#figure-1',
        report: null,
        figure: { __typename: 'Figure' as const, id: 'RES100002-figure-1', label: 'Figure 1', title: 'Budget priorities', isSaved: false },
      }),
    ],
    aggregations: [
      {
        __typename: 'Facet' as const,
        name: 'industry',
        buckets: [
          { __typename: 'FacetBucket' as const, key: 'Retail', count: 12 },
          { __typename: 'FacetBucket' as const, key: 'Energy', count: 3 },
        ],
      },
      { __typename: 'Facet' as const, name: 'phase', buckets: [{ __typename: 'FacetBucket' as const, key: 'Define', count: 7 }] },
    ],
    // All tab previews (spec 2 §4): none unless a test gives some.
    spotlight: [],
    chartsAndFigures: [],
    ...overrides,
  };
}
