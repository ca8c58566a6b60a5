import type { ServiceListingItemDto } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { eventReason, inTurns, pickRecommendations, rankAnalysts, rankEvents, rankFeatured, rankServices, type FeaturedCandidates, type ReaderSignals } from './homeRanking.js';
import { homeReason } from './homeReason.js';

const reader: ReaderSignals = {
  followedAnalysts: [{ id: 'BIO1', fullName: 'Ada Lovelace' }],
  followedTopics: ['Zero Trust'],
  functions: ['Security and Risk'],
  priorities: [{ id: 'PRI70', label: 'Manage Cyber Risk' }],
};
const rec = (id: string, text: string) => ({ item: { id }, reason: homeReason.latest(text) });
const ids = (list: { item: { id: string } }[]) => list.map((r) => r.item.id);

describe('pickRecommendations', () => {
  it('takes one of each personal list in turn, then the fallback, each id once and never an excluded one', () => {
    const picked = pickRecommendations(
      [[rec('A1', 'a'), rec('A2', 'a')], [rec('B1', 'b'), rec('A1', 'b')], [rec('C1', 'c')]],
      [rec('L1', 'l'), rec('B1', 'l'), rec('L2', 'l')],
      (item) => item.id,
      6,
      new Set(['C1']),
    );
    expect(ids(picked)).toEqual(['A1', 'B1', 'A2', 'L1', 'L2']);
    // A1 keeps the reason of the list that first offered it.
    expect(picked[0].reason.text).toBe('a');
  });

  it('stops at size', () => {
    expect(ids(pickRecommendations([[rec('A', 'a'), rec('B', 'a')]], [rec('C', 'l')], (item) => item.id, 2))).toEqual(['A', 'B']);
  });
});

describe('inTurns', () => {
  it('takes the first of each list, then the second of each, up to size', () => {
    expect(inTurns([['a1', 'a2', 'a3'], [], ['c1', 'c2']], 4)).toEqual(['a1', 'c1', 'a2', 'c2']);
    expect(inTurns([['a1'], ['b1']], 1)).toEqual(['a1']);
    expect(inTurns([], 3)).toEqual([]);
  });
});

describe('featured research', () => {
  const none: FeaturedCandidates = { byAnalyst: [], byTopic: [], byFunction: [], byPriority: [], latest: ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'] };
  const reasons = (list: ReturnType<typeof rankFeatured>) => list.map((r) => [r.item.id, r.reason.kind, r.reason.text]);

  it("recommends the research of the reader's function's priorities, saying which priority", () => {
    const ranked = rankFeatured({ ...none, byPriority: [{ priority: { id: 'PRI70', label: 'Manage Cyber Risk' }, ids: ['P1', 'P2'] }] }, new Set(), 3);
    expect(reasons(ranked)).toEqual([
      ['P1', 'PRIORITY', 'For your priority Manage Cyber Risk'],
      ['P2', 'PRIORITY', 'For your priority Manage Cyber Risk'],
      ['L1', 'LATEST', 'Latest research'],
    ]);
  });

  it('takes follows, then functions, then priorities in turns; a report found twice keeps its first reason; nothing already read', () => {
    const ranked = rankFeatured(
      {
        byAnalyst: [{ analyst: { id: 'BIO1', fullName: 'Ada Lovelace' }, ids: ['A1', 'A2'] }],
        byTopic: [{ topic: 'Zero Trust', ids: ['T1'] }],
        byFunction: [{ fn: 'Security and Risk', ids: ['F1', 'P1'] }],
        byPriority: [
          { priority: { id: 'PRI70', label: 'Manage Cyber Risk' }, ids: ['P1', 'P2'] },
          { priority: { id: 'PRI71', label: 'Secure The Cloud' }, ids: ['Q1'] },
        ],
        latest: ['L1', 'A1'],
      },
      new Set(['T1']),
      7,
    );
    expect(reasons(ranked)).toEqual([
      ['A1', 'FOLLOWED_ANALYST', 'Because you follow Ada Lovelace'],
      ['F1', 'FUNCTION', 'For your function Security and Risk'],
      ['P1', 'PRIORITY', 'For your priority Manage Cyber Risk'],
      ['Q1', 'PRIORITY', 'For your priority Secure The Cloud'],
      ['A2', 'FOLLOWED_ANALYST', 'Because you follow Ada Lovelace'],
      ['P2', 'PRIORITY', 'For your priority Manage Cyber Risk'],
      ['L1', 'LATEST', 'Latest research'],
    ]);
  });

  it('differs for readers whose functions have other priorities', () => {
    const first = rankFeatured({ ...none, byPriority: [{ priority: { id: 'PRI1', label: 'One' }, ids: ['R1'] }] }, new Set(), 1);
    const second = rankFeatured({ ...none, byPriority: [{ priority: { id: 'PRI9', label: 'Nine' }, ids: ['R9'] }] }, new Set(), 1);
    expect(reasons(first)).toEqual([['R1', 'PRIORITY', 'For your priority One']]);
    expect(reasons(second)).toEqual([['R9', 'PRIORITY', 'For your priority Nine']]);
  });
});

describe('events', () => {
  const event = (id: string, host: string, topics: string[] = []) => ({ id, hostAnalysts: [{ contentId: host, fullName: `Host ${host}` }], topics });

  it('says why: a followed host first, then a followed topic, then the function', () => {
    expect(eventReason(event('WEB1', 'BIO1', ['Zero Trust']), reader)).toEqual(homeReason.followedAnalyst('Host BIO1'));
    expect(eventReason(event('WEB2', 'BIO9', ['zero trust']), reader)).toEqual(homeReason.followedTopic('Zero Trust'));
    expect(eventReason(event('WEB3', 'BIO9', ['Security and Risk']), reader)).toEqual(homeReason.yourFunction('Security and Risk'));
    expect(eventReason(event('WEB4', 'BIO9', ['Other']), reader)).toBeNull();
  });

  it("ranks the reader's events before sooner ones nobody pointed at", () => {
    const ranked = rankEvents([event('WEB4', 'BIO9'), event('WEB1', 'BIO1'), event('WEB5', 'BIO8')], reader, 2, 'Upcoming webinar');
    expect(ranked.map((r) => [r.item.id, r.reason.text])).toEqual([
      ['WEB1', 'Because you follow Host BIO1'],
      ['WEB4', 'Upcoming webinar'],
    ]);
  });

  it('differs for a reader with other follows', () => {
    const other: ReaderSignals = { followedAnalysts: [], followedTopics: [], functions: [], priorities: [] };
    expect(rankEvents([event('WEB4', 'BIO9'), event('WEB1', 'BIO1')], other, 1, 'Upcoming webinar')[0].item.id).toBe('WEB4');
  });
});

describe('services', () => {
  const service = (contentId: string, category: string, over: Partial<ServiceListingItemDto> = {}): ServiceListingItemDto => ({
    contentId, slug: contentId, title: `Title ${contentId}`, description: '', category, contentType: 'Function', contentURL: `/functions/${contentId}`,
    isSubscribed: false, isProtected: false, ...over,
  });

  it('puts held services first, then functions beside a held one, then the rest; never a protected one not held', () => {
    const ranked = rankServices(
      [service('SER1', 'B2B'), service('SER2', 'Technology', { isProtected: true }), service('SER3', 'Technology', { isSubscribed: true }), service('SER4', 'Technology')],
      3,
    );
    expect(ranked.map((r) => [r.item.contentId, r.reason.kind, r.reason.text])).toEqual([
      ['SER3', 'SUBSCRIPTION', 'In your subscription'],
      ['SER4', 'FUNCTION', 'For your function Title SER3'],
      ['SER1', 'LATEST', 'Explore B2B research'],
    ]);
  });
});

describe('analysts', () => {
  it('shows followed analysts first with their reason, then the directory, up to size', () => {
    const ranked = rankAnalysts(reader, ['BIO7', 'BIO1', 'BIO8'], 3);
    expect(ranked.map((r) => [r.item.id, r.reason.text])).toEqual([
      ['BIO1', 'Because you follow Ada Lovelace'],
      ['BIO7', 'Featured analyst'],
      ['BIO8', 'Featured analyst'],
    ]);
  });
});
