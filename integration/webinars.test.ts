// The webinar and peer discussion listings through the gateway (spec 3 §2, §4, §7, §9): real
// upstream (PostgreSQL), search-graph listing, content-graph resolving each Webinar reference.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack } from '../scripts/stack.mjs';
import { gql } from './support/graphql.js';

type Stack = Awaited<ReturnType<typeof startStack>>;
let stack: Stack;

const WEBINARS_QUERY = /* GraphQL */ `
  query Webinars($input: WebinarListInput!) {
    webinars(input: $input) {
      page totalPages itemsTotal loadMore
      cards { id title path webinarType webinarStatus startDate endDate hostAnalysts { id fullName } }
    }
  }
`;

interface Card { id: string; title: string; path: string; webinarType: string; webinarStatus: string; startDate: string; endDate: string; hostAnalysts: { id: string; fullName: string }[] }
interface Listing { page: number; totalPages: number; itemsTotal: number; loadMore: boolean; cards: Card[] }

async function listing(input: Record<string, unknown>) {
  const { body } = await gql<{ webinars: Listing }>(stack.gatewayUrl, WEBINARS_QUERY, { input });
  return body;
}

/** The webinar service's own answer for the whole tab, in one page: the order to expect. */
async function wholeTab(type: string, webinarType: string): Promise<string[]> {
  const params = new URLSearchParams({ type, webinarType, size: '100' });
  const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?${params}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: { id: string }[] }).content.map((w) => w.id);
}

beforeAll(async () => {
  const redis = inject('redis');
  stack = await startStack({
    freePorts: true,
    env: { ...inject('stackEnv'), ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: `${redis.prefix}webinars:` } : {}) },
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('webinar listings through the gateway', () => {
  it.each([
    ['upcoming', 'webinar', 'Webinar', 'upcoming'],
    ['ondemand', 'webinar', 'Webinar', 'past'],
    ['upcoming', 'peer discussions', 'Peer Discussions', 'upcoming'],
    ['ondemand', 'peer discussions', 'Peer Discussions', 'past'],
  ])('pages %s %s 9 at a time to the last page, resolved by content-graph', async (type, webinarType, storedType, status) => {
    const expected = await wholeTab(type, webinarType);
    expect(expected.length).toBeGreaterThan(0);
    const totalPages = Math.ceil(expected.length / 9);
    const seen: Card[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const body = await listing({ type, webinarType, page });
      expect(body.errors).toBeUndefined();
      const answer = body.data!.webinars;
      expect(answer).toMatchObject({ page, totalPages, itemsTotal: expected.length, loadMore: page < totalPages });
      expect(answer.cards.length).toBe(page < totalPages ? 9 : expected.length - 9 * (totalPages - 1));
      seen.push(...answer.cards);
    }
    expect(seen.map((card) => card.id)).toEqual(expected);
    for (const card of seen) {
      expect(card).toMatchObject({ webinarType: storedType, webinarStatus: status, path: expect.stringMatching(/^\/webinar\/[^/]+\/WEB\d+$/) });
      expect(card.hostAnalysts.length).toBeGreaterThan(0);
    }
    const starts = seen.map((card) => Date.parse(card.startDate));
    // Upcoming soonest first, on demand newest first.
    expect(starts).toEqual([...starts].sort((a, b) => (type === 'upcoming' ? a - b : b - a)));
  });

  it('lists webinars when no type of webinar is given, and an empty page past the end', async () => {
    const expected = await wholeTab('ondemand', 'webinar');
    const first = await listing({ type: 'ondemand' });
    expect(first.data!.webinars.cards.map((card) => card.id)).toEqual(expected.slice(0, 9));
    const beyond = await listing({ type: 'ondemand', page: Math.ceil(expected.length / 9) + 1 });
    expect(beyond.data!.webinars).toMatchObject({ cards: [], loadMore: false });
  });

  it('refuses an unknown tab as bad input', async () => {
    const body = await listing({ type: 'archived' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
