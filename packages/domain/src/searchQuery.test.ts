import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_QUERY,
  SEARCH_TABS,
  TAB_CONTENT_TYPES,
  VISIBLE_SEARCH_TABS,
  isIsoDate,
  isKeywordSearch,
  normalizeIpTypeParam,
  normalizeSearchQuery,
  toSearchParams,
  type SearchQuery,
} from './searchQuery.js';

const normalize = (search: string) => normalizeSearchQuery(new URLSearchParams(search));

describe('normalizeSearchQuery defaults', () => {
  it('gives the defaults for an empty URL', () => {
    expect(normalize('')).toEqual({
      query: '',
      activeTab: 'allResults',
      contentTypes: ['research', 'stories', 'playbook', 'blog', 'survey', 'webinar', 'forum', 'external', 'podcast'],
      sortType: 'relevance',
      accessOnly: true,
      isFuzzyNeeded: true,
      publishedSinceInDays: null,
      publishedDateFrom: null,
      publishedDateTo: null,
      page: 1,
      filters: {},
    });
  });

  it('accepts a plain record as well as URLSearchParams', () => {
    expect(normalizeSearchQuery({ query: ' cx ', page: '3', industry: ['Retail|Healthcare', 'Retail'] })).toMatchObject({
      query: 'cx',
      page: 3,
      filters: { industry: ['Retail', 'Healthcare'] },
    });
    expect(normalizeSearchQuery({ query: undefined })).toEqual(normalize(''));
  });

  it('trims the query', () => {
    expect(normalize('query=%20%20customer%20experience%20').query).toBe('customer experience');
  });
});

describe('activeTab', () => {
  it.each(SEARCH_TABS.map((tab) => [tab]))('maps %s to its content types', (tab) => {
    const q = normalize(`activeTab=${tab}`);
    expect(q.activeTab).toBe(tab);
    expect(q.contentTypes).toEqual(TAB_CONTENT_TYPES[tab]);
  });

  it('uses the one table of the issue', () => {
    expect(TAB_CONTENT_TYPES.reports).toEqual(['research', 'stories']);
    expect(TAB_CONTENT_TYPES.events).toEqual(['webinar', 'forum']);
    expect(TAB_CONTENT_TYPES.chartsAndFigures).toEqual(['figure']);
    expect(TAB_CONTENT_TYPES.tools).toEqual(['tool']);
    expect(TAB_CONTENT_TYPES.audio).toEqual(['podcast']);
    expect(VISIBLE_SEARCH_TABS.map((t) => t.label)).toEqual(['All', 'Reports', 'Tools', 'Webinars', 'Podcasts', 'Blogs', 'Charts & Figures']);
  });

  it.each(['webinars', 'AllResults', '', 'figures'])('drops the unknown tab %j', (tab) => {
    const q = normalize(`activeTab=${tab}`);
    expect(q.activeTab).toBe('allResults');
    expect(q.contentTypes).toEqual(TAB_CONTENT_TYPES.allResults);
  });

  it('hands out a copy of the table row', () => {
    const q = normalize('activeTab=reports');
    q.contentTypes.push('figure');
    expect(TAB_CONTENT_TYPES.reports).toEqual(['research', 'stories']);
  });
});

describe('sortType and its alias sortBy', () => {
  it('reads sortType', () => {
    expect(normalize('sortType=date').sortType).toBe('date');
    expect(normalize('sortType=relevance').sortType).toBe('relevance');
  });

  it('reads sortBy as an alias', () => {
    expect(normalize('sortBy=date').sortType).toBe('date');
  });

  it('prefers a valid sortType over sortBy, and falls back to a valid sortBy', () => {
    expect(normalize('sortType=relevance&sortBy=date').sortType).toBe('relevance');
    expect(normalize('sortType=newest&sortBy=date').sortType).toBe('date');
  });

  it.each(['sortType=newest', 'sortBy=Date', 'sortType=', 'sortBy=score'])('drops the bad value in %s', (search) => {
    expect(normalize(search).sortType).toBe('relevance');
  });
});

describe('booleans', () => {
  it('reads accessOnly and isFuzzyNeeded', () => {
    expect(normalize('accessOnly=false').accessOnly).toBe(false);
    expect(normalize('accessOnly=true').accessOnly).toBe(true);
    expect(normalize('isFuzzyNeeded=false').isFuzzyNeeded).toBe(false);
  });

  it.each(['yes', '1', 'FALSE', ''])('drops accessOnly=%j and keeps the default true', (value) => {
    expect(normalize(`accessOnly=${value}`).accessOnly).toBe(true);
  });

  it.each(['no', '0', 'False'])('drops isFuzzyNeeded=%j and keeps the default true', (value) => {
    expect(normalize(`isFuzzyNeeded=${value}`).isFuzzyNeeded).toBe(true);
  });
});

describe('published dates', () => {
  it.each([30, 180, 365, 730])('accepts publishedSinceInDays=%i', (days) => {
    expect(normalize(`publishedSinceInDays=${days}`).publishedSinceInDays).toBe(days);
  });

  it.each(['31', '0', '-30', '30.0', 'month', '7300'])('drops publishedSinceInDays=%s', (value) => {
    expect(normalize(`publishedSinceInDays=${value}`).publishedSinceInDays).toBeNull();
  });

  it('keeps valid explicit dates', () => {
    const q = normalize('publishedDateFrom=2025-01-01&publishedDateTo=2025-06-30');
    expect(q.publishedDateFrom).toBe('2025-01-01');
    expect(q.publishedDateTo).toBe('2025-06-30');
  });

  it('lets a valid relative range replace explicit dates', () => {
    const q = normalize('publishedSinceInDays=180&publishedDateFrom=2025-01-01&publishedDateTo=2025-06-30');
    expect(q.publishedSinceInDays).toBe(180);
    expect(q.publishedDateFrom).toBeNull();
    expect(q.publishedDateTo).toBeNull();
  });

  it('keeps explicit dates when the relative range is invalid', () => {
    const q = normalize('publishedSinceInDays=31&publishedDateFrom=2025-01-01');
    expect(q.publishedSinceInDays).toBeNull();
    expect(q.publishedDateFrom).toBe('2025-01-01');
  });

  it.each(['2025-02-30', '2025-13-01', '25-01-01', '2025/01/01', 'yesterday', '2025-1-1'])('drops the invalid date %s', (date) => {
    const q = normalize(`publishedDateFrom=${date}&publishedDateTo=${date}`);
    expect(q.publishedDateFrom).toBeNull();
    expect(q.publishedDateTo).toBeNull();
  });

  it('drops both ends of an inverted range', () => {
    const q = normalize('publishedDateFrom=2025-06-30&publishedDateTo=2025-01-01');
    expect(q.publishedDateFrom).toBeNull();
    expect(q.publishedDateTo).toBeNull();
    expect(normalize('publishedDateFrom=2025-01-01&publishedDateTo=2025-01-01').publishedDateTo).toBe('2025-01-01');
  });

  it('knows leap days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('page', () => {
  it('reads a positive page', () => {
    expect(normalize('page=7').page).toBe(7);
  });

  it('accepts the last page the service serves', () => {
    expect(normalize('page=100000').page).toBe(100000);
  });

  it.each(['0', '-1', 'x', '1.5', '', '100001', '99999999999999999999'])('drops page=%j', (page) => {
    expect(normalize(`page=${page}`).page).toBe(1);
  });
});

describe('facet filters', () => {
  it('splits multi-values on the pipe, trims them and drops empty and repeated ones', () => {
    const q = normalize(`industry=${encodeURIComponent('Retail| Healthcare ||Retail')}&phase=Define`);
    expect(q.filters).toEqual({ industry: ['Retail', 'Healthcare'], phase: ['Define'] });
  });

  it('collects repeated parameters', () => {
    expect(normalize('geography=Europe&geography=North%20America|Europe').filters).toEqual({ geography: ['Europe', 'North America'] });
  });

  it('reads every facet name and ignores unknown parameters', () => {
    const names = ['industry', 'geography', 'ipType', 'businessTopics', 'enterprisePriorities', 'function', 'service', 'priority', 'phase'];
    const q = normalize(`${names.map((n) => `${n}=v-${n}`).join('&')}&colour=red`);
    expect(Object.keys(q.filters).sort()).toEqual([...names].sort());
    expect(q.filters.service).toEqual(['v-service']);
    expect(q.filters).not.toHaveProperty('colour');
  });

  it('leaves out a facet with only empty values', () => {
    expect(normalize('industry=|%20|').filters).toEqual({});
  });

  it("treats ipType 'noSelection' as no filter", () => {
    expect(normalize('ipType=noSelection').filters).toEqual({});
    expect(normalize('ipType=noSelection|Wave').filters).toEqual({ ipType: ['Wave'] });
  });
});

describe('the ipType URL parameter', () => {
  it.each(['noSelection', 'allWave', 'consumerTechno', 'businessTechno', 'nowTech', 'newTech', 'predictions', 'techTide'])('accepts %s', (value) => {
    expect(normalizeIpTypeParam(new URLSearchParams({ ipType: value }))).toBe(value);
  });

  it.each(['wave', 'All Wave', ''])('drops %j', (value) => {
    expect(normalizeIpTypeParam(new URLSearchParams({ ipType: value }))).toBeNull();
  });
});

describe('isKeywordSearch', () => {
  it('needs five space-separated words', () => {
    expect(isKeywordSearch('how to build customer journeys')).toBe(true);
    expect(isKeywordSearch('how to build journeys')).toBe(false);
  });

  it('counts words, not spaces', () => {
    expect(isKeywordSearch('  one   two  three four  ')).toBe(false);
    expect(isKeywordSearch('one two\tthree four five')).toBe(true);
    expect(isKeywordSearch('')).toBe(false);
  });

  it('reads the query of a SearchQuery', () => {
    expect(isKeywordSearch(normalize('query=a%20b%20c%20d%20e'))).toBe(true);
    expect(isKeywordSearch(normalize('query=a%20b%20c%20d'))).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('omits every default', () => {
    expect(toSearchParams({ ...DEFAULT_SEARCH_QUERY, contentTypes: [...DEFAULT_SEARCH_QUERY.contentTypes] }).toString()).toBe('');
  });

  it('writes what differs and reads back the same query', () => {
    const query: SearchQuery = {
      ...normalize(''),
      query: 'customer experience',
      activeTab: 'reports',
      contentTypes: ['research', 'stories'],
      sortType: 'date',
      accessOnly: false,
      isFuzzyNeeded: false,
      publishedDateFrom: '2025-01-01',
      publishedDateTo: '2025-12-31',
      page: 3,
      filters: { industry: ['Retail', 'Healthcare'], phase: ['Define'] },
    };
    const params = toSearchParams(query);
    expect(params.get('industry')).toBe('Retail|Healthcare');
    expect(params.get('sortType')).toBe('date');
    expect(params.has('contentTypes')).toBe(false);
    expect(normalizeSearchQuery(params)).toEqual(query);
  });

  it('writes a relative range instead of dates', () => {
    const params = toSearchParams({ ...normalize(''), publishedSinceInDays: 30, publishedDateFrom: '2025-01-01' });
    expect(params.get('publishedSinceInDays')).toBe('30');
    expect(params.has('publishedDateFrom')).toBe(false);
  });
});
