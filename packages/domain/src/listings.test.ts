import { describe, expect, it } from 'vitest';
import {
  PLAYBOOK_TABS, SURVEY_SORT_OPTIONS, normalizeSurveyQuery, playbookTabById, playbookTabOfPath, surveySortOption,
  themedListingPage, themedListingShown,
} from './listings.js';
import { FACET_NAMES } from './searchQuery.js';
import { THEMED_LISTINGS, THEMED_LISTING_SLUGS, themedListingOf } from './themedListings.js';

describe('playbook tabs (spec 3 §2: slug / id)', () => {
  it('has the three tabs of the spec in order', () => {
    expect(PLAYBOOK_TABS.map(({ slug, id }) => [slug, id])).toEqual([
      ['imperative-playbooks', 'imperative'],
      ['marketing-and-strategy', 'marketingStrategy'],
      ['technology-industry-and-management', 'technologyIndustryManagement'],
    ]);
  });

  it.each([
    ['/insights/playbooks/imperative-playbooks', 'imperative'],
    ['/insights/playbooks/marketing-and-strategy/', 'marketingStrategy'],
    ['/insights/playbooks/anything/technology-industry-and-management', 'technologyIndustryManagement'],
    ['/insights/playbooks', 'imperative'],
    ['/insights/playbooks/unknown', 'imperative'],
  ])('selects the tab of %s by its last segment', (path, id) => {
    expect(playbookTabOfPath(path).id).toBe(id);
  });

  it('finds a tab by id', () => {
    expect(playbookTabById('marketingStrategy')?.slug).toBe('marketing-and-strategy');
    expect(playbookTabById('nope')).toBeUndefined();
  });
});

describe('survey listing rules', () => {
  it('offers the four sorts of spec 3 §9 with their orders', () => {
    expect(SURVEY_SORT_OPTIONS.map((o) => `${o.label} (${o.sortOrder})`)).toEqual(['Publish Date (desc)', 'Relevance (desc)', 'Name A-Z (asc)', 'Name Z-A (desc)']);
    expect(surveySortOption('name-asc')).toMatchObject({ sortType: 'name', sortOrder: 'asc' });
    expect(surveySortOption('size')).toBeUndefined();
  });

  it('trims the search string (spec 3 §5)', () => {
    expect(normalizeSurveyQuery('  loyalty  ')).toBe('loyalty');
    expect(normalizeSurveyQuery(undefined)).toBe('');
    expect(normalizeSurveyQuery('x'.repeat(300))).toHaveLength(200);
  });
});

describe('themed listings (spec 3 §2, §9)', () => {
  it('has the ten slugs of the spec, a breadcrumb for the first five only', () => {
    expect(THEMED_LISTING_SLUGS).toEqual([
      'business-buyer-data-snapshots', 'consumer-data-snapshots', 'the-trust-imperative', 'the-green-market-revolution',
      'future-fit-technology', 'future-of-work', 'align-on-a-clear-growth-strategy', 'design-and-execute-marketing-work',
      'design-and-execute-sales-work', 'manage-and-improve-performance',
    ]);
    expect(THEMED_LISTINGS.map((t) => t.breadcrumb)).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });

  it('gives every theme its texts and a non-empty filter on known facets', () => {
    for (const theme of THEMED_LISTINGS) {
      expect(theme.eyebrow && theme.title && theme.description).toBeTruthy();
      const facets = Object.entries(theme.filters);
      expect(facets.length).toBeGreaterThan(0);
      for (const [name, values] of facets) {
        expect(FACET_NAMES).toContain(name);
        expect(values!.length).toBeGreaterThan(0);
      }
    }
    expect(themedListingOf('future-of-work')?.title).toBe('The Future Of Work');
    expect(themedListingOf('latest-research')).toBeUndefined();
  });

  it('pages 12 first, then 3 per step, without gaps or overlaps', () => {
    expect(themedListingPage(0)).toEqual({ page: 1, size: 12 });
    expect(themedListingPage(1)).toEqual({ page: 5, size: 3 });
    expect(themedListingPage(2)).toEqual({ page: 6, size: 3 });
    for (let step = 1; step < 5; step++) {
      const { page, size } = themedListingPage(step);
      expect((page - 1) * size).toBe(12 + (step - 1) * 3);
    }
    expect(themedListingShown(0, 40)).toBe(12);
    expect(themedListingShown(2, 40)).toBe(18);
    expect(themedListingShown(5, 20)).toBe(20);
    expect(() => themedListingPage(-1)).toThrow(RangeError);
  });
});
