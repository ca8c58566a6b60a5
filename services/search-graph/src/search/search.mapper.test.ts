import { describe, expect, it } from 'vitest';
import type { SearchHitDto, SearchResponseDto } from '@portal/contracts';
import type { SearchInput } from './search.args.js';
import { SEARCH_PAGE_SIZE, searchCardOf, searchQueryFromInput, searchRequestOf, searchResultsOf } from './search.mapper.js';

const hit = (overrides: Partial<SearchHitDto>): SearchHitDto => ({
  contentId: 'RES100001',
  contentType: 'research',
  title: 'Title',
  summary: 'Summary',
  publishedDate: '2025-04-01',
  ipType: 'Wave',
  path: '/report/title/RES100001',
  readTime: 12,
  authors: [],
  parentId: null,
  score: 1,
  ...overrides,
});

const answer = (overrides: Partial<SearchResponseDto>): SearchResponseDto => ({
  content: [],
  page: 1,
  size: 10,
  totalElements: 0,
  totalPages: 0,
  last: true,
  aggregations: {},
  fuzzy: null,
  ...overrides,
});

describe('searchQueryFromInput', () => {
  it('applies the defaults to an empty input', () => {
    expect(searchQueryFromInput({})).toMatchObject({
      query: '',
      activeTab: 'allResults',
      sortType: 'relevance',
      accessOnly: true,
      isFuzzyNeeded: true,
      page: 1,
      filters: {},
    });
  });

  it('drops invalid values instead of failing', () => {
    const query = searchQueryFromInput({
      query: '  cloud  ',
      activeTab: 'nonsense',
      sortType: 'popularity',
      publishedSinceInDays: 31,
      publishedDateFrom: '2025-02-30',
      page: 0,
    } as SearchInput);
    expect(query).toMatchObject({
      query: 'cloud',
      activeTab: 'allResults',
      sortType: 'relevance',
      publishedSinceInDays: null,
      publishedDateFrom: null,
      page: 1,
    });
  });

  it('maps the tab to its content types and keeps valid values', () => {
    const query = searchQueryFromInput({ activeTab: 'events', sortType: 'date', accessOnly: false, page: 3, publishedSinceInDays: 180 });
    expect(query.contentTypes).toEqual(['webinar', 'forum']);
    expect(query).toMatchObject({ sortType: 'date', accessOnly: false, page: 3, publishedSinceInDays: 180 });
  });

  it('merges facet filters by name, splits on |, and ignores unknown names', () => {
    const query = searchQueryFromInput({
      filters: [
        { name: 'industry', values: ['Retail|Healthcare'] },
        { name: 'industry', values: ['Retail', 'Energy'] },
        { name: 'page', values: ['7'] },
        { name: 'colour', values: ['red'] },
      ],
    });
    expect(query.filters).toEqual({ industry: ['Retail', 'Healthcare', 'Energy'] });
    expect(query.page).toBe(1);
  });
});

describe('searchRequestOf', () => {
  it('sends the tab’s types, page size 10 and no body without filters', () => {
    const { params, body } = searchRequestOf(searchQueryFromInput({ query: 'ai', activeTab: 'reports' }));
    expect(params).toEqual({
      query: 'ai',
      type: 'research,stories',
      accessOnly: 'true',
      page: '1',
      size: String(SEARCH_PAGE_SIZE),
      sortType: 'relevance',
      sortOrder: 'desc',
      isFuzzyNeeded: 'true',
    });
    expect(body).toEqual({});
  });

  it('sends facets as termFilters in a fixed order, and the relative range instead of dates', () => {
    const { params, body } = searchRequestOf(
      searchQueryFromInput({
        publishedSinceInDays: 30,
        publishedDateFrom: '2024-01-01',
        filters: [
          { name: 'phase', values: ['Define'] },
          { name: 'industry', values: ['Retail'] },
        ],
      }),
    );
    expect(params.publishedSinceInDays).toBe('30');
    expect(params.publishedDateFrom).toBeUndefined();
    expect(Object.keys(body.filters!.termFilters)).toEqual(['industry', 'phase']);
  });
});

describe('searchResultsOf', () => {
  it('says loadMore while page < totalPages and turns aggregations into facets', () => {
    const query = searchQueryFromInput({ query: 'ai' });
    const middle = searchResultsOf(query, answer({ page: 2, totalPages: 3, totalElements: 25, aggregations: { industry: [{ key: 'Retail', count: 4 }] } }));
    expect(middle).toMatchObject({ page: 2, totalPages: 3, itemsTotal: 25, loadMore: true, query: 'ai' });
    expect(middle.aggregations).toEqual([{ name: 'industry', buckets: [{ key: 'Retail', count: 4 }] }]);
    expect(searchResultsOf(query, answer({ page: 3, totalPages: 3 })).loadMore).toBe(false);
    expect(searchResultsOf(query, answer({ page: 1, totalPages: 0 })).loadMore).toBe(false);
  });

  it('passes the fuzzy correction through', () => {
    const fuzzy = { value: 'customer experience', message: 'Showing results for "customer experience"' };
    expect(searchResultsOf(searchQueryFromInput({}), answer({ fuzzy })).fuzzy).toEqual(fuzzy);
  });
});

describe('searchCardOf', () => {
  it('references the report of research and stories hits', () => {
    expect(searchCardOf(hit({})).report).toEqual({ id: 'RES100001' });
    expect(searchCardOf(hit({ contentType: 'stories' })).report).toEqual({ id: 'RES100001' });
    expect(searchCardOf(hit({ contentType: 'webinar', contentId: 'WEB1' }))).toMatchObject({ report: null, figure: null });
  });

  it('references the figure of a figure hit', () => {
    const card = searchCardOf(hit({ contentType: 'figure', contentId: 'RES100001-figure-2', parentId: 'RES100001' }));
    expect(card).toMatchObject({ figure: { id: 'RES100001-figure-2' }, report: null });
  });

  it('references the webinar of webinar and peer discussion (forum) hits, and nothing for other types', () => {
    expect(searchCardOf(hit({ contentType: 'webinar', contentId: 'WEB100004' }))).toMatchObject({ webinar: { id: 'WEB100004' }, report: null, figure: null });
    expect(searchCardOf(hit({ contentType: 'forum', contentId: 'WEB100003' })).webinar).toEqual({ id: 'WEB100003' });
    expect(searchCardOf(hit({ contentType: 'survey', contentId: 'SUS100000' }))).toMatchObject({ webinar: null, report: null, figure: null });
    expect(searchCardOf(hit({})).webinar).toBeNull();
  });

  it('references the content item of survey, playbook, blog, podcast and tool hits', () => {
    const ids = { survey: 'SUS100000', playbook: 'PLA100001', blog: 'BLG100002', podcast: 'POD100003', tool: 'TOL100004' };
    for (const [contentType, contentId] of Object.entries(ids)) {
      expect(searchCardOf(hit({ contentType, contentId }))).toMatchObject({ content: { id: contentId }, webinar: null, report: null, figure: null });
    }
    expect(searchCardOf(hit({})).content).toBeNull();
    expect(searchCardOf(hit({ contentType: 'webinar', contentId: 'WEB100000' })).content).toBeNull();
  });
});
