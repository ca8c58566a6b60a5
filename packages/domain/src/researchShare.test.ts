import { describe, expect, it } from 'vitest';
import { canReadResearch } from './entitlements.js';
import { courtesyViewNotice, formatDuration, formatShareTime, isShareTicket, researchSharePath, shareMailto, shareStatusOf } from './researchShare.js';

describe('research shares', () => {
  it('takes only 22 base64url characters as a ticket', () => {
    expect(isShareTicket('AbCdEfGhIjKlMnOpQrSt-_')).toBe(true);
    for (const bad of ['', 'AbCdEfGhIjKlMnOpQrSt-', 'AbCdEfGhIjKlMnOpQrSt-_x', 'AbCdEfGhIjKlMnOpQrSt+/', '../../etc/passwdxxxxxx']) expect(isShareTicket(bad)).toBe(false);
  });

  it('lets a courtesy view open that one report and no other', () => {
    const reader = { userType: 'client', subscriptions: [], courtesy: ['RES1'] };
    expect(canReadResearch(reader, { id: 'RES1', access: 'restricted', products: ['FD'] })).toBe(true);
    expect(canReadResearch(reader, { id: 'RES2', access: 'restricted', products: ['FD'] })).toBe(false);
  });

  it('tells a share revoked, expired or active by the clock it is given', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    expect(shareStatusOf({ expiresAt: new Date('2026-01-03T00:00:00Z'), revokedAt: null }, now)).toBe('active');
    expect(shareStatusOf({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(shareStatusOf({ expiresAt: new Date('2026-01-03T00:00:00Z'), revokedAt: now }, now)).toBe('revoked');
  });

  it('says when and for how long in words, in UTC', () => {
    expect(formatShareTime('2026-03-03T16:05:00.000Z')).toBe('March 3rd, 2026, 4:05 PM UTC');
    expect(formatDuration(72 * 3600)).toBe('3 days');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(30 * 3600)).toBe('30 hours');
    expect(courtesyViewNotice('Cloud Costs', '2026-03-03T16:05:00.000Z')).toContain('"Cloud Costs" as a courtesy view shared with you, until March 3rd, 2026, 4:05 PM UTC');
  });

  it('builds the link and the mailto with subject and body encoded', () => {
    expect(researchSharePath('RES1', 'abc_-')).toBe('/researchshare/RES1/abc_-');
    const plain = new URL(shareMailto('webinar', 'AI & You', 'https://portal.example/webinar/a/WEB1'));
    expect(plain.protocol).toBe('mailto:');
    expect(plain.searchParams.get('subject')).toBe('Meridian Research: AI & You');
    expect(plain.searchParams.get('body')).toBe('I thought you would find this webinar from Meridian Research useful:\n\nAI & You\nhttps://portal.example/webinar/a/WEB1');
    const courtesy = new URL(shareMailto('report', 'R', 'https://p.example/researchshare/RES1/t', { linkExpiresAt: '2026-03-03T16:05:00.000Z', courtesySeconds: 72 * 3600 }));
    expect(courtesy.searchParams.get('body')).toContain('Log in and open the link before March 3rd, 2026, 4:05 PM UTC to read this report, as a courtesy, for 3 days.');
  });
});
