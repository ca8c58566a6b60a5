import { isContentId, slugify } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { alertBanners, analysts, DEFAULT_SEED, functionAreas } from './index.js';

describe('functions and priorities', () => {
  const areas = functionAreas(DEFAULT_SEED);

  it('lists the twelve functions of the spec', () => {
    expect(areas.map((a) => a.name)).toEqual([
      'B2B Marketing Executives', 'B2B Sales', 'B2C Marketing Executives', 'Customer Experience',
      'Data AI and Analytics', 'Demand and ABM', 'Digital Business and Strategy', 'Portfolio Marketing and Product',
      'Revenue Operations', 'Security and Risk', 'Technology Architecture and Delivery', 'Technology Executives',
    ]);
    for (const a of areas) expect(a.slug).toBe(slugify(a.name));
  });

  it('gives each 6..8 priorities numbered PRI1.. across all, with paths', () => {
    const all = areas.flatMap((a) => a.priorities);
    all.forEach((p, i) => {
      expect(p.id).toBe(`PRI${i + 1}`);
      expect(isContentId(p.id)).toBe(true);
      expect(p.path).toBe(`/functional-priority/${p.functionSlug}/${p.id}`);
      expect(p.label.length).toBeGreaterThan(3);
      expect(p.description).toMatch(/\.$/);
    });
    for (const a of areas) {
      expect(a.priorities.length).toBeGreaterThanOrEqual(6);
      expect(a.priorities.length).toBeLessThanOrEqual(8);
      for (const p of a.priorities) expect(p.functionSlug).toBe(a.slug);
    }
  });
});

describe('analysts', () => {
  const roster = analysts(DEFAULT_SEED);

  it('has at least 150 analysts with unique ids and names', () => {
    expect(roster.length).toBeGreaterThanOrEqual(150);
    roster.forEach((a, i) => {
      expect(a.contentId).toBe(`BIO${10000 + i}`);
      expect(a.analystId).toBe(a.contentId);
      expect(a.fullName).toBe(`${a.firstName} ${a.lastName}`);
      expect(a.slug).toBe(slugify(a.fullName));
      expect(a.bio).toContain(a.fullName);
      expect(a.topics.length).toBeGreaterThanOrEqual(2);
      if (a.image !== null) expect(a.image).toBe(`/images/analysts/${a.contentId}.svg`);
    });
    expect(new Set(roster.map((a) => a.fullName)).size).toBe(roster.length);
  });

  it('has inactive analysts and analysts who are not externally active', () => {
    expect(roster.filter((a) => !a.active).length).toBeGreaterThan(3);
    expect(roster.filter((a) => a.active && !a.externallyActive).length).toBeGreaterThan(3);
    expect(roster.filter((a) => a.active).length).toBeGreaterThan(roster.length * 0.8);
  });

  it('uses the roster\'s real titles', () => {
    const titles = new Set(roster.map((a) => a.title));
    expect(titles).toContain('Principal Analyst');
    expect(titles).toContain('VP Research Director');
  });
});

describe('alert banners', () => {
  it('has one closeable banner expiring 30 days from now', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const banners = alertBanners(DEFAULT_SEED, now);
    expect(banners).toHaveLength(1);
    expect(banners[0].closeButton).toBe(true);
    expect(banners[0].expiryDate).toBe('2026-12-21T10:00:00.000Z');
    expect(banners[0].description).toMatch(/^<p>.*<\/p>$/);
    expect(banners[0].alertBannerID).toMatch(/^AB-\d+$/);
  });
});
