import { CONTENT_ID_PATTERN } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { analysts } from '../analysts.js';
import {
  ITEM_KINDS, contentCount, contentItem, contentItems, survey, surveys, webinar, webinars,
} from '../index.js';

const config = { seed: 42, size: 300 };
const anchor = new Date('2026-11-22T09:30:00Z');

describe('other content types', () => {
  it('are the same for the same seed and anchor, and differ for another seed', () => {
    expect([...webinars(config, anchor)]).toEqual([...webinars(config, anchor)]);
    expect([...surveys(config)]).toEqual([...surveys(config)]);
    for (const kind of ITEM_KINDS) expect([...contentItems(kind, config)]).toEqual([...contentItems(kind, config)]);
    const other = { ...config, seed: 43 };
    expect(webinar(other, 5, anchor).title === webinar(config, 5, anchor).title && survey(other, 1).summary === survey(config, 1).summary).toBe(false);
    expect([...contentItems('blog', other)].map((b) => b.title)).not.toEqual([...contentItems('blog', config)].map((b) => b.title));
  });

  it('item i depends on (seed, index) alone, not on the corpus size', () => {
    const big = { seed: 42, size: 1_000_000 };
    expect(webinar(big, 7, anchor)).toEqual(webinar(config, 7, anchor));
    expect(contentItem('tool', big, 3)).toEqual(contentItem('tool', config, 3));
    expect(() => webinar(config, contentCount('webinar', config.size), anchor)).toThrow(RangeError);
  });

  it('scales with the number of reports, with a floor for small corpora', () => {
    const at5000 = { webinar: 400, survey: 60, playbook: 80, blog: 300, podcast: 150, tool: 100 } as const;
    for (const [kind, n] of Object.entries(at5000)) expect(contentCount(kind as keyof typeof at5000, 5000)).toBe(n);
    expect(contentCount('webinar', 60)).toBe(72);
    expect(contentCount('blog', 10_000)).toBe(600);
  });

  it('moves webinar dates with the anchor: upcoming ones start after it, past ones before', () => {
    const all = [...webinars(config, anchor)];
    const upcoming = all.filter((w) => Date.parse(w.startDate) > anchor.getTime());
    const past = all.filter((w) => Date.parse(w.endDate) < anchor.getTime());
    expect(upcoming.length + past.length).toBe(all.length);
    for (const type of ['Webinar', 'Peer Discussions'] as const) {
      expect(upcoming.filter((w) => w.webinarType === type).length).toBeGreaterThan(0);
      expect(past.filter((w) => w.webinarType === type).length).toBeGreaterThan(9);
    }
    expect(upcoming.filter((w) => w.webinarType === 'Webinar').length).toBeGreaterThan(9);
    const later = webinar(config, 0, new Date(anchor.getTime() + 3 * 86_400_000));
    expect(Date.parse(later.startDate) - Date.parse(webinar(config, 0, anchor).startDate)).toBe(3 * 86_400_000);
  });

  it('gives webinars the spec fields, active hosts and WEB ids on /webinar paths', () => {
    const active = new Set(analysts(42).filter((a) => a.active).map((a) => a.contentId));
    for (const w of webinars(config, anchor)) {
      expect(w.id).toMatch(/^WEB1\d{5}$/);
      expect(w.path).toBe(`/webinar/${w.slug}/${w.id}`);
      expect(w.location).toBe('Online');
      expect(Date.parse(w.endDate) - Date.parse(w.startDate)).toBe(w.duration * 60_000);
      expect(w.hostAnalystIds.length).toBeGreaterThan(0);
      for (const host of w.hostAnalystIds) expect(active.has(host)).toBe(true);
      expect(w.price).toBeGreaterThanOrEqual(0);
      expect(w.industries.length).toBeGreaterThan(0);
    }
  });

  it('has business and consumer surveys with respondents', () => {
    const all = [...surveys(config)];
    expect(new Set(all.map((s) => s.surveyType))).toEqual(new Set(['business', 'consumer']));
    for (const s of all) {
      expect(s.id).toMatch(CONTENT_ID_PATTERN);
      expect(s.path).toBe(`/surveys/${s.slug}/${s.id}`);
      expect(s.respondents).toBeGreaterThan(100);
      expect(s.methodologyDescription).toContain(String(s.respondents).slice(0, 1));
    }
  });

  it('gives playbooks PLA ids and every playbook tab; blogs, podcasts and tools ids of their own', () => {
    const playbooks = [...contentItems('playbook', config)];
    expect(playbooks.every((p) => CONTENT_ID_PATTERN.test(p.id) && p.path.startsWith('/playbook/'))).toBe(true);
    expect(new Set(playbooks.map((p) => p.category))).toEqual(new Set(['imperative', 'marketingStrategy', 'technologyIndustryManagement']));
    expect(contentItem('blog', config, 0).path).toMatch(/^\/blogs\/[a-z0-9-]+\/BLG100000$/);
    expect(contentItem('podcast', config, 0).id).toBe('POD100000');
    expect(contentItem('tool', config, 0).id).toBe('TOL100000');
    for (const kind of ITEM_KINDS) {
      for (const item of contentItems(kind, config)) {
        expect(item.contentType).toBe(kind);
        expect(item.title.length).toBeGreaterThan(10);
        expect(item.summary).toMatch(/\.$/);
        expect(item.authorIds.length).toBeGreaterThan(0);
      }
    }
  });
});
