// The analyst directory and the All tab's previews through the gateway: real upstream (PostgreSQL),
// search-graph, content-graph resolving the Analyst, Figure references.
import { analysts as corpusAnalysts, reports as corpusReports } from '@portal/corpus';
import { canReadResearch } from '@portal/domain';
import { signIn } from './support/signIn.js';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { gql, gqlData, sessionCookie } from './support/graphql.js';

const stack = useSharedTestStack();

const ANALYSTS_QUERY = /* GraphQL */ `
  query Analysts($input: AnalystSearchInput!) {
    analysts(input: $input) {
      page totalPages itemsTotal loadMore query
      cards { id fullName title path image active externallyActive topics }
      aggregations { name buckets { key count } }
    }
  }
`;
const PREVIEWS_QUERY = /* GraphQL */ `
  query Previews($input: SearchInput!) {
    search(input: $input) {
      itemsTotal
      spotlight { id fullName path }
      chartsAndFigures { contentId contentType figure { id label title } }
    }
  }
`;

interface Analyst { id: string; fullName: string; title: string | null; path: string | null; image: string | null; active: boolean; externallyActive: boolean; topics: string[] }
interface Directory {
  page: number; totalPages: number; itemsTotal: number; loadMore: boolean; query: string;
  cards: Analyst[];
  aggregations: { name: string; buckets: { key: string; count: number }[] }[];
}

async function directory(input: Record<string, unknown>): Promise<Directory> {
  return (await gqlData<{ analysts: Directory }>(stack.gatewayUrl, ANALYSTS_QUERY, { input })).analysts;
}

const roster = corpusAnalysts(42);
const listed = roster.filter((a) => a.externallyActive);

describe('the analyst directory through the gateway', () => {
  it('shows 9 externally active analysts per page, resolved by content-graph', async () => {
    const first = await directory({});
    expect(first).toMatchObject({ page: 1, itemsTotal: listed.length, totalPages: Math.ceil(listed.length / 9), loadMore: true });
    expect(first.cards).toHaveLength(9);
    for (const card of first.cards) {
      const expected = roster.find((a) => a.contentId === card.id)!;
      expect(card).toEqual({
        id: expected.contentId,
        fullName: expected.fullName,
        title: expected.title,
        path: `/analyst-bio/${expected.slug}/${expected.contentId}`,
        image: expected.image,
        active: true,
        externallyActive: true,
        topics: expected.topics,
      });
    }
  });

  it('finds an analyst by name and never one who is not externally active', async () => {
    const analyst = listed[20];
    expect((await directory({ query: analyst.fullName })).cards[0].id).toBe(analyst.contentId);
    const hidden = roster.find((a) => !a.externallyActive)!;
    expect((await directory({ query: hidden.fullName })).cards.map((c) => c.id)).not.toContain(hidden.contentId);
  });

  it('narrows by a topic to the count its bucket showed, and pages to the last page', async () => {
    const all = await directory({});
    const topics = all.aggregations.find((f) => f.name === 'topic')!;
    const bucket = topics.buckets[0];
    const narrowed = await directory({ topic: [bucket.key] });
    expect(narrowed.itemsTotal).toBe(bucket.count);
    for (const card of narrowed.cards) expect(card.topics).toContain(bucket.key);
    // Industry and region counts follow the topic filter.
    for (const name of ['industry', 'region']) {
      const facet = narrowed.aggregations.find((f) => f.name === name)!;
      for (const b of facet.buckets) expect(b.count).toBeLessThanOrEqual(narrowed.itemsTotal);
    }
    const last = await directory({ page: all.totalPages });
    expect(last.cards).toHaveLength(all.itemsTotal - (all.totalPages - 1) * 9);
    expect(last.loadMore).toBe(false);
  });

  it('narrows by an industry and a region derived from the analysts’ research', async () => {
    const all = await directory({});
    const industry = all.aggregations.find((f) => f.name === 'industry')!.buckets[0];
    const byIndustry = await directory({ industry: [industry.key] });
    expect(byIndustry.itemsTotal).toBe(industry.count);
    const region = byIndustry.aggregations.find((f) => f.name === 'region')!.buckets[0];
    const both = await directory({ industry: [industry.key], region: [region.key] });
    expect(both.itemsTotal).toBe(region.count);
    expect(both.itemsTotal).toBeLessThanOrEqual(byIndustry.itemsTotal);
  });

  it('answers an unknown tab with Invalid tab selection (BAD_USER_INPUT)', async () => {
    const { body } = await gql(stack.gatewayUrl, ANALYSTS_QUERY, { input: { tab: 'experts' } });
    expect(body.errors?.[0]).toMatchObject({ message: 'Invalid tab selection', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });
});

describe('the All tab previews through the gateway', () => {
  it('spotlights the analyst searched for and previews 2 charts and figures on page 1', async () => {
    const analyst = listed[3];
    const { body } = await gql<{ search: any }>(stack.gatewayUrl, PREVIEWS_QUERY, { input: { query: analyst.fullName } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.search.spotlight[0]).toEqual({ id: analyst.contentId, fullName: analyst.fullName, path: `/analyst-bio/${analyst.slug}/${analyst.contentId}` });

    const figures = await gql<{ search: any }>(stack.gatewayUrl, PREVIEWS_QUERY, { input: {} });
    expect(figures.body.data!.search.chartsAndFigures).toHaveLength(2);
    for (const card of figures.body.data!.search.chartsAndFigures) {
      expect(card.contentType).toBe('figure');
      expect(card.figure).toMatchObject({ id: card.contentId, label: expect.stringMatching(/^Figure \d+/) });
    }
  });

  it('shows neither on another tab or page 2', async () => {
    const query = listed[3].fullName;
    for (const input of [{ query, activeTab: 'reports' }, { query, page: 2 }]) {
      const { body } = await gql<{ search: any }>(stack.gatewayUrl, PREVIEWS_QUERY, { input });
      expect(body.errors).toBeUndefined();
      expect(body.data!.search).toMatchObject({ spotlight: [], chartsAndFigures: [] });
    }
  });
});

const PROFILE_QUERY = /* GraphQL */ `
  query Profile($id: ID!) {
    analystProfile(id: $id) {
      id fullName title path bio topics
      recentResearch(size: 20) { id title publishedDate }
      relatedAnalysts(size: 3) { totalElements maxPages analysts { id externallyActive topics } }
      upcomingWebinars(size: 3) { id hostAnalysts { id } }
    }
  }
`;

interface Profile {
  id: string; fullName: string; title: string | null; path: string | null; bio: string | null; topics: string[];
  recentResearch: { id: string; title: string; publishedDate: string }[];
  relatedAnalysts: { totalElements: number; maxPages: number; analysts: { id: string; externallyActive: boolean; topics: string[] }[] };
  upcomingWebinars: { id: string; hostAnalysts: { id: string }[] }[];
}

describe('the analyst profile through the gateway', () => {
  const corpus = [...corpusReports({ seed: 42, size: 300 })];
  const wrote = (id: string) => corpus.filter((r) => [...r.authors, ...r.contributors].some((p) => p.contentId === id));
  const newestFirst = (a: { publishedDate: string; contentId: string }, b: { publishedDate: string; contentId: string }) =>
    b.publishedDate.localeCompare(a.publishedDate) || b.contentId.localeCompare(a.contentId);
  // The demo client holds FD: restricted research is theirs when FD is among its products.
  const client = { userType: 'client', subscriptions: ['FD'] };
  // An analyst with public research and restricted research the client may read, so the client's
  // sign-in changes the list.
  const analyst = listed.find((a) => wrote(a.contentId).some((r) => r.access === 'restricted' && canReadResearch(client, r)) && wrote(a.contentId).some((r) => r.access === 'public'))!;

  const profile = async (id: string, headers: Record<string, string> = {}) =>
    (await gql<{ analystProfile: Profile }>(stack.gatewayUrl, PROFILE_QUERY, { id }, headers)).body;

  it('shows the bio, the public research newest first and analysts sharing topics to a visitor', async () => {
    const body = await profile(analyst.contentId);
    expect(body.errors).toBeUndefined();
    const shown = body.data!.analystProfile;
    expect(shown).toMatchObject({ id: analyst.contentId, fullName: analyst.fullName, title: analyst.title, path: `/analyst-bio/${analyst.slug}/${analyst.contentId}`, bio: analyst.bio, topics: analyst.topics });
    const publicOnes = wrote(analyst.contentId).filter((r) => r.access === 'public').sort(newestFirst);
    expect(shown.recentResearch.map((r) => r.id)).toEqual(publicOnes.slice(0, 20).map((r) => r.contentId));
    expect(shown.relatedAnalysts.analysts.length).toBeGreaterThan(0);
    for (const other of shown.relatedAnalysts.analysts) {
      expect(other.id).not.toBe(analyst.contentId);
      expect(other.externallyActive).toBe(true);
      expect(other.topics.some((t) => analyst.topics.includes(t))).toBe(true);
    }
    for (const webinar of shown.upcomingWebinars) expect(webinar.hostAnalysts.map((h) => h.id)).toContain(analyst.contentId);
  });

  it('adds the restricted research the signed-in reader is entitled to', async () => {
    const jar = await signIn(stack.gatewayUrl, 'client@meridian.example');
    const body = await profile(analyst.contentId, sessionCookie(stack.gatewayUrl, jar));
    expect(body.errors).toBeUndefined();
    const readable = wrote(analyst.contentId).filter((r) => canReadResearch(client, r)).sort(newestFirst);
    expect(readable.some((r) => r.access === 'restricted')).toBe(true);
    expect(body.data!.analystProfile.recentResearch.map((r) => r.id)).toEqual(readable.slice(0, 20).map((r) => r.contentId));
  });

  it("answers 404 'Analyst inactive.' for an analyst not externally active, and 404 for an unknown one", async () => {
    const hidden = roster.find((a) => !a.externallyActive)!;
    const inactive = await profile(hidden.contentId);
    expect(inactive.errors?.[0]).toMatchObject({ message: 'Analyst inactive.', extensions: { status: 404 } });
    const unknown = await profile('BIO99999');
    expect(unknown.errors?.[0]?.extensions?.status).toBe(404);
    const malformed = await profile('RES100001');
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

