import { describe, expect, it } from 'vitest';
import {
  clearFiltersHref,
  freshSearchHref,
  hasFilters,
  pageHref,
  publishedSinceHref,
  searchHref,
  searchInputOf,
  searchQueryFromUrl,
  sortHref,
  tabHref,
  toggleFacetHref,
} from './searchUrl';

const at = (search: string) => searchQueryFromUrl(search);
const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'http://portal.test').searchParams);

describe('URL -> search state', () => {
  it('reads every setting, with sortBy as the alias of sortType and facets split on |', () => {
    const query = at('query=cloud&activeTab=reports&sortBy=date&accessOnly=false&isFuzzyNeeded=false&page=3&industry=Retail|Energy');
    expect(query).toMatchObject({
      query: 'cloud',
      activeTab: 'reports',
      contentTypes: ['research', 'stories'],
      sortType: 'date',
      accessOnly: false,
      isFuzzyNeeded: false,
      page: 3,
      filters: { industry: ['Retail', 'Energy'] },
    });
  });

  it('drops invalid values and lets a relative range replace explicit dates', () => {
    const query = at('activeTab=x&sortType=y&page=-2&publishedSinceInDays=180&publishedDateFrom=2024-01-01');
    expect(query).toMatchObject({ activeTab: 'allResults', sortType: 'relevance', page: 1, publishedSinceInDays: 180, publishedDateFrom: null });
  });

  it('gives the GraphQL input every field, facets as name/values pairs', () => {
    expect(searchInputOf(at('query=ai&geography=EMEA|APAC&page=2'))).toEqual({
      query: 'ai',
      activeTab: 'allResults',
      sortType: 'relevance',
      accessOnly: true,
      isFuzzyNeeded: true,
      publishedSinceInDays: null,
      publishedDateFrom: null,
      publishedDateTo: null,
      page: 2,
      filters: [{ name: 'geography', values: ['EMEA', 'APAC'] }],
    });
  });
});

describe('search state -> URL', () => {
  it('omits defaults, so a fresh search is just the query', () => {
    expect(freshSearchHref('  customer experience ')).toBe('/allSearch?query=customer+experience');
    expect(searchHref(at(''))).toBe('/allSearch');
  });

  it('round-trips: the URL of a state reads back as the same state', () => {
    const query = at('query=ai&activeTab=events&sortType=date&publishedSinceInDays=30&page=4&phase=Define|Apply&industry=Retail');
    expect(at(searchHref(query).split('?')[1])).toEqual(query);
  });

  it('starts at page 1 on a new tab, sort, range or filter, and keeps the rest', () => {
    const query = at('query=ai&page=3&industry=Retail');
    expect(paramsOf(tabHref(query, 'reports'))).toEqual({ query: 'ai', activeTab: 'reports', industry: 'Retail' });
    expect(paramsOf(sortHref(query, 'date'))).toEqual({ query: 'ai', sortType: 'date', industry: 'Retail' });
    expect(paramsOf(publishedSinceHref(at('query=ai&publishedDateFrom=2024-01-01&page=2'), 365))).toEqual({ query: 'ai', publishedSinceInDays: '365' });
    expect(paramsOf(publishedSinceHref(at('publishedSinceInDays=30'), null))).toEqual({});
  });

  it('pages without touching the other settings', () => {
    expect(paramsOf(pageHref(at('query=ai&sortType=date'), 2))).toEqual({ query: 'ai', sortType: 'date', page: '2' });
    expect(paramsOf(pageHref(at('query=ai&page=2'), 1))).toEqual({ query: 'ai' });
  });

  it('toggles facet values as name=value|value and clears them all', () => {
    const none = at('query=ai&page=2');
    const one = toggleFacetHref(none, 'industry', 'Retail');
    expect(paramsOf(one)).toEqual({ query: 'ai', industry: 'Retail' });
    const two = toggleFacetHref(at(one.split('?')[1]), 'industry', 'Energy');
    expect(paramsOf(two)).toEqual({ query: 'ai', industry: 'Retail|Energy' });
    const back = toggleFacetHref(at(two.split('?')[1]), 'industry', 'Retail');
    expect(paramsOf(back)).toEqual({ query: 'ai', industry: 'Energy' });
    expect(paramsOf(toggleFacetHref(at(back.split('?')[1]), 'industry', 'Energy'))).toEqual({ query: 'ai' });

    const filtered = at('query=ai&industry=Retail&phase=Define&page=3');
    expect(hasFilters(filtered)).toBe(true);
    expect(paramsOf(clearFiltersHref(filtered))).toEqual({ query: 'ai' });
    expect(hasFilters(at('query=ai'))).toBe(false);
  });
});
