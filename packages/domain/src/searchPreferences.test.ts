import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery } from './searchQuery.js';
import {
  differsFromDefaults,
  hasSearchSettings,
  searchPreferencesCookieValue,
  searchPreferencesOf,
  searchQueryFromPreferences,
} from './searchPreferences.js';

const query = normalizeSearchQuery({
  query: 'zero trust',
  activeTab: 'reports',
  accessOnly: 'false',
  publishedSinceInDays: '365',
  industry: 'Retail|Healthcare',
  page: '3',
  sortType: 'date',
});

describe('search preferences', () => {
  it('keeps the settings of spec 1 §3, not the text, page or sort', () => {
    const preferences = searchPreferencesOf(query);
    expect(preferences).toMatchObject({
      publishedSinceInDays: 365,
      publishedDateFrom: null,
      publishedDateTo: null,
      accessOnly: false,
      isFuzzyNeeded: true,
      activeTab: 'reports',
      contentType: ['research', 'stories'],
      industry: ['Retail', 'Healthcare'],
      geography: [],
    });
    expect(preferences).not.toHaveProperty('query');
    expect(preferences).not.toHaveProperty('page');
  });

  it('reads back what it wrote, applied to a new text', () => {
    const value = searchPreferencesCookieValue(searchPreferencesOf(query))!;
    const restored = searchQueryFromPreferences(value, 'cloud');
    expect(restored).toMatchObject({
      query: 'cloud',
      activeTab: 'reports',
      accessOnly: false,
      publishedSinceInDays: 365,
      page: 1,
      sortType: 'relevance',
      filters: { industry: ['Retail', 'Healthcare'] },
    });
  });

  it('drops what the URL normaliser drops from a tampered cookie', () => {
    const value = encodeURIComponent(JSON.stringify({ activeTab: 'admin', accessOnly: 'maybe', publishedSinceInDays: 7, ipType: ['Wave', 42], query: 'ignored' }));
    const restored = searchQueryFromPreferences(value)!;
    expect(restored.activeTab).toBe('allResults');
    expect(restored.accessOnly).toBe(true);
    expect(restored.publishedSinceInDays).toBeNull();
    expect(restored.filters).toEqual({ ipType: ['Wave'] });
    expect(restored.query).toBe('');
  });

  it('refuses cookies that are not a JSON object', () => {
    for (const value of ['%E0%A4%A', 'not json', encodeURIComponent('[1,2]'), encodeURIComponent('null')]) {
      expect(searchQueryFromPreferences(value)).toBeNull();
    }
  });

  it('does not save preferences too large for a cookie', () => {
    const huge = normalizeSearchQuery({ businessTopics: Array.from({ length: 400 }, (_, i) => `Topic number ${i}`).join('|') });
    expect(searchPreferencesCookieValue(searchPreferencesOf(huge))).toBeNull();
  });

  it('tells a URL with settings of its own from one with only text and page', () => {
    expect(hasSearchSettings(new URLSearchParams('query=x&page=2'))).toBe(false);
    expect(hasSearchSettings(new URLSearchParams(''))).toBe(false);
    expect(hasSearchSettings(new URLSearchParams('query=x&accessOnly=true'))).toBe(true);
  });

  it('knows when preferences change nothing', () => {
    expect(differsFromDefaults(normalizeSearchQuery({ query: 'x', sortType: 'date' }))).toBe(false);
    expect(differsFromDefaults(normalizeSearchQuery({ isFuzzyNeeded: 'false' }))).toBe(true);
    expect(differsFromDefaults(normalizeSearchQuery({ geography: 'EMEA' }))).toBe(true);
  });
});
