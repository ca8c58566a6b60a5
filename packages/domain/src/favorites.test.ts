import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAVORITES_SORT,
  SAVABLE_CONTENT_TYPES,
  SAVED_CONTENT_ID_PATTERN,
  favoritesFiltersFromSearch,
  favoritesFiltersToSearch,
  isSavableContentType,
  notSavableMessage,
} from './favorites.js';

describe('what may be saved (spec 2 §4)', () => {
  it('is the seven types of the spec, and nothing else', () => {
    expect(SAVABLE_CONTENT_TYPES).toEqual(['report', 'tool', 'audio', 'video', 'figure', 'webinar', 'peerDiscussion']);
    for (const type of ['playbook', 'survey', 'blog', 'analyst', 'Report', '']) expect(isSavableContentType(type), type).toBe(false);
  });

  it('refuses others by naming the allowed types', () => {
    expect(notSavableMessage('A playbook')).toBe('A playbook cannot be saved. Only reports, tools, audio, video, figures, webinars and peer discussions can be saved.');
  });

  it('takes content and figure ids, nothing else', () => {
    for (const id of ['RES100001', 'WEB100000', 'TOL100003', 'POD100001', 'PLA100000', 'RES100001-figure-12']) expect(SAVED_CONTENT_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ['res100001', 'RES', 'RES1-figure-', 'RES1-figure-1-x', 'GR-1000011', 'RES1; drop', `RES${'1'.repeat(19)}`]) expect(SAVED_CONTENT_ID_PATTERN.test(id), id).toBe(false);
  });
});

describe('the favorites page URL state', () => {
  it('reads topic, category and sort, dropping invalid values', () => {
    expect(favoritesFiltersFromSearch(new URLSearchParams('topic=%20Zero%20Trust%20&category=webinar&sort=title'))).toEqual({ topic: 'Zero Trust', category: 'webinar', sort: 'title' });
    expect(favoritesFiltersFromSearch(new URLSearchParams(`topic=${'x'.repeat(201)}&category=playbook&sort=random`))).toEqual({ topic: null, category: null, sort: DEFAULT_FAVORITES_SORT });
    expect(favoritesFiltersFromSearch(new URLSearchParams('topic=%20%20'))).toEqual({ topic: null, category: null, sort: 'recent' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(favoritesFiltersToSearch({ topic: null, category: null, sort: 'recent' }).toString()).toBe('');
    const filters = { topic: 'AI & ML', category: 'peerDiscussion' as const, sort: 'oldest' as const };
    expect(favoritesFiltersFromSearch(favoritesFiltersToSearch(filters))).toEqual(filters);
  });
});
