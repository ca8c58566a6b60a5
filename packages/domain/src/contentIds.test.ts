import { describe, expect, it } from 'vitest';
import { contentPath, contentTypeOf, isContentId, isGraphicsId, routeBaseOf, slugify } from './contentIds.js';

describe('content ids', () => {
  it.each([
    ['BIO10001', 'analyst', '/analyst-bio'],
    ['PLA12', 'playbook', '/playbook'],
    ['RES100000', 'research', '/report'],
    ['SUS7', 'survey', '/surveys'],
    ['WEB55', 'webinar', '/webinar'],
    ['SER3', 'service', '/services'],
    ['PRI14', 'priority', '/functional-priority'],
    ['FRM9', 'form', null],
  ])('%s is a %s under %s', (id, type, base) => {
    expect(isContentId(id)).toBe(true);
    expect(contentTypeOf(id)).toBe(type);
    expect(routeBaseOf(id)).toBe(base);
  });

  it.each(['', 'RES', 'res100', 'XYZ123', 'RES12a', ' RES1', 'RES-1', 'GR-12', 'RESS1'])('%j is not a content id', (id) => {
    expect(isContentId(id)).toBe(false);
    expect(contentTypeOf(id)).toBeNull();
    expect(routeBaseOf(id)).toBeNull();
  });

  it('recognises graphics ids', () => {
    expect(isGraphicsId('GR-1000001')).toBe(true);
    expect(isGraphicsId('GR-')).toBe(false);
    expect(isGraphicsId('gr-12')).toBe(false);
    expect(isGraphicsId('RES1')).toBe(false);
    expect(isContentId(42)).toBe(false);
  });
});

describe('contentPath', () => {
  it('builds /{routeBase}/{slug}/{id}', () => {
    expect(contentPath('RES100001', 'the-state-of-b2b-marketing')).toBe('/report/the-state-of-b2b-marketing/RES100001');
    expect(contentPath('BIO10003', 'jane-doe')).toBe('/analyst-bio/jane-doe/BIO10003');
  });

  it('omits an absent slug', () => {
    expect(contentPath('RES100001')).toBe('/report/RES100001');
    expect(contentPath('WEB4', '')).toBe('/webinar/WEB4');
    expect(contentPath('PLA4', null)).toBe('/playbook/PLA4');
  });

  it('passes graphics ids through unchanged', () => {
    expect(contentPath('GR-1000011', 'ignored')).toBe('GR-1000011');
  });

  it('refuses invalid ids and forms', () => {
    expect(() => contentPath('NOPE1')).toThrow('No content path for id: NOPE1');
    expect(() => contentPath('FRM9')).toThrow(RangeError);
  });
});

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('The Meridian-style Wave™: CX Platforms, Q3 2025!')).toBe('the-meridian-style-wave-cx-platforms-q3-2025');
    expect(slugify('  Données & IA  ')).toBe('donnees-and-ia');
  });

  it('keeps at most 255 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(254)} bcd`);
    expect(slug).toBe('a'.repeat(254));
    expect(slugify('word '.repeat(100)).length).toBeLessThanOrEqual(255);
    expect(slugify('word '.repeat(100))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
