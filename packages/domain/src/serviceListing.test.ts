import { describe, expect, it } from 'vitest';
import { FUNCTION_TAB_LABELS, holdsService, splitServiceListing, tabSlug, visibleFunctionTabs } from './serviceListing.js';

describe('function tabs', () => {
  it('makes each slug from its label', () => {
    expect(FUNCTION_TAB_LABELS.map(tabSlug)).toEqual(['functional-priorities', 'benchmark-metrics', 'courses', 'assessments', 'case-studies', 'webinars']);
    expect(tabSlug('  Research & Data ')).toBe('research-and-data');
  });

  it('shows Functional Priorities always and later tabs only with data', () => {
    const tabs = [
      { label: 'Benchmark Metrics', items: [1] },
      { label: 'Courses', items: [] },
      { label: 'Case Studies', items: [1, 2] },
    ];
    expect(visibleFunctionTabs(tabs).map((t) => t.slug)).toEqual(['functional-priorities', 'benchmark-metrics', 'case-studies']);
    expect(visibleFunctionTabs([]).map((t) => t.label)).toEqual(['Functional Priorities']);
  });
});

describe('service listing split', () => {
  const item = (id: string, isSubscribed: boolean, isProtected: boolean) => ({ id, isSubscribed, isProtected });

  it('separates subscribed from previewable and hides protected unsubscribed ones', () => {
    const split = splitServiceListing([item('a', true, true), item('b', false, true), item('c', false, false), item('d', true, false)]);
    expect(split.subscribed.map((s) => s.id)).toEqual(['a', 'd']);
    expect(split.previewable.map((s) => s.id)).toEqual(['c']);
  });

  it('compares subscription names case-insensitively', () => {
    expect(holdsService([' b2b marketing'], 'B2B Marketing')).toBe(true);
    expect(holdsService(['B2B Sales'], 'B2B Marketing')).toBe(false);
  });
});
