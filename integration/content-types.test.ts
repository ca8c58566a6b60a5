// Every /allSearch tab has content now: webinars and peer discussions, surveys, playbooks, blogs,
// podcasts and tools come from the corpus through the search index, and their cards resolve the
// Webinar and ContentItem entities in content-graph through the gateway.
import { CONTENT_KINDS, contentCount, contentItem, isInteractiveDataTool, webinarCount, webinarTypeOfIndex } from '@portal/corpus';
import { TAB_CONTENT_TYPES, VISIBLE_SEARCH_TABS, type SearchTab } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { CORPUS_SIZE } from './support/global-setup.js';
import { gql, gqlData } from './support/graphql.js';
import type { SearchCardBase } from './support/searchCard.js';

const stack = useSharedTestStack();
const size = Number(CORPUS_SIZE);

const QUERY = /* GraphQL */ `
  query Tab($input: SearchInput!) {
    search(input: $input) {
      itemsTotal totalPages
      cards {
        contentId contentType title path publishedDate
        report { id }
        webinar { id title path webinarType webinarStatus startDate endDate duration price location hostAnalysts { id fullName } }
        content { id contentType title path category surveyType respondents authors { id fullName } }
      }
    }
  }
`;

interface Card extends SearchCardBase {
  report: { id: string } | null;
  webinar: { id: string; title: string; path: string; webinarType: string; webinarStatus: string; startDate: string; endDate: string; duration: number; price: number; location: string; hostAnalysts: { id: string; fullName: string }[] } | null;
  content: { id: string; contentType: string; title: string; path: string; category: string | null; surveyType: string | null; respondents: number | null; authors: { id: string; fullName: string }[] } | null;
}

async function tab(activeTab: SearchTab, extra: Record<string, unknown> = {}): Promise<{ itemsTotal: number; totalPages: number; cards: Card[] }> {
  return (await gqlData<{ search: { itemsTotal: number; totalPages: number; cards: Card[] } }>(stack.gatewayUrl, QUERY, { input: { activeTab, ...extra } })).search;
}

describe('the other content types through the gateway', () => {
  it('gives every visible tab content of its own types only', async () => {
    for (const { tab: name } of VISIBLE_SEARCH_TABS) {
      const results = await tab(name);
      expect(results.itemsTotal, name).toBeGreaterThan(0);
      for (const card of results.cards) expect(TAB_CONTENT_TYPES[name]).toContain(card.contentType);
    }
  });

  it('counts exactly the corpus’s items on the Tools, Webinars, Podcasts and Blogs tabs and the URL-only tabs', async () => {
    // release_search_idt is off here (the shipped default): Interactive Data Tools are left out.
    const idtCount = Array.from({ length: contentCount('tool', size) }, (_, i) => i).filter(isInteractiveDataTool).length;
    expect(idtCount).toBeGreaterThan(0);
    expect((await tab('tools')).itemsTotal).toBe(contentCount('tool', size) - idtCount);
    expect((await tab('events')).itemsTotal).toBe(webinarCount({ seed: 42, size }));
    expect((await tab('audio')).itemsTotal).toBe(contentCount('podcast', size));
    expect((await tab('blogs')).itemsTotal).toBe(contentCount('blog', size));
    expect((await tab('playbooks')).itemsTotal).toBe(contentCount('playbook', size));
    expect((await tab('analytics')).itemsTotal).toBe(contentCount('survey', size));
    // The All tab holds all of them except tools (and figures), besides reports.
    const others = CONTENT_KINDS.filter((kind) => kind !== 'tool').reduce((n, kind) => n + contentCount(kind, size), 0);
    expect((await tab('allResults')).itemsTotal).toBe((await tab('reports')).itemsTotal + others);
  });

  it('resolves webinar and peer discussion cards to Webinar entities with their hosts', async () => {
    const peerCount = Array.from({ length: webinarCount({ seed: 42, size }) }, (_, i) => webinarTypeOfIndex(i)).filter((t) => t === 'Peer Discussions').length;
    const seen = new Set<string>();
    const { totalPages } = await tab('events');
    for (let page = 1; page <= totalPages; page++) {
      for (const card of (await tab('events', { page })).cards) {
        seen.add(card.contentId);
        expect(card.webinar).not.toBeNull();
        const w = card.webinar!;
        expect(w).toMatchObject({ id: card.contentId, title: card.title, path: card.path, location: 'Online' });
        expect(card.contentType).toBe(w.webinarType === 'Peer Discussions' ? 'forum' : 'webinar');
        expect(w.webinarStatus).toBe(Date.parse(w.endDate) > Date.now() ? 'upcoming' : 'past');
        expect(Date.parse(w.endDate) - Date.parse(w.startDate)).toBe(w.duration * 60_000);
        expect(card.publishedDate).toBe(w.startDate.slice(0, 10));
        expect(w.hostAnalysts.length).toBeGreaterThan(0);
        expect(w.hostAnalysts[0].fullName.length).toBeGreaterThan(0);
        expect(card.content).toBeNull();
        expect(card.report).toBeNull();
      }
    }
    expect(seen.size).toBe(webinarCount({ seed: 42, size }));
    // Newest first with no query: the upcoming ones lead, and peer discussions are among the cards.
    const first = (await tab('events')).cards;
    expect(first[0].webinar!.webinarStatus).toBe('upcoming');
    expect(peerCount).toBeGreaterThan(0);
  });

  it('resolves survey, playbook, podcast and tool cards to ContentItem entities', async () => {
    for (const [name, type] of [['analytics', 'survey'], ['playbooks', 'playbook'], ['audio', 'podcast'], ['tools', 'tool'], ['blogs', 'blog']] as const) {
      const { cards } = await tab(name);
      expect(cards.length).toBe(Math.min(10, contentCount(type, size)));
      for (const card of cards) {
        expect(card.content).toMatchObject({ id: card.contentId, contentType: type, title: card.title, path: card.path });
        expect(card.webinar).toBeNull();
        if (type === 'survey') {
          expect(['business', 'consumer']).toContain(card.content!.surveyType);
          expect(card.content!.respondents).toBeGreaterThan(0);
        } else {
          expect(card.content!.authors.length).toBeGreaterThan(0);
        }
        if (type === 'tool') expect(['Toolkit', 'Template', 'Decision Tool', 'Maturity Assessment', 'Role Profile']).toContain(card.content!.category);
      }
    }
  });

  it('hides the Interactive Data Tool, content and filter value, while release_search_idt is off', async () => {
    const { body } = await gql<{ search: { itemsTotal: number; aggregations: { name: string; buckets: { key: string }[] }[]; cards: { content: { category: string } | null }[] } }>(
      stack.gatewayUrl,
      `query { search(input: { activeTab: "tools", filters: [{ name: "ipType", values: ["Interactive Data Tool"] }] }) { itemsTotal aggregations { name buckets { key } } cards { content { category } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.search.itemsTotal).toBe(0);
    const all = await gql<{ search: { aggregations: { name: string; buckets: { key: string }[] }[] } }>(stack.gatewayUrl, `query { search(input: { activeTab: "tools" }) { aggregations { name buckets { key } } } }`);
    const ipTypes = all.body.data!.search.aggregations.find((a) => a.name === 'ipType')!.buckets.map((b) => b.key);
    expect(ipTypes.length).toBeGreaterThan(0);
    expect(ipTypes).not.toContain('Interactive Data Tool');
    // The search service itself holds them: it is the graph that leaves them out.
    const direct = await fetch(`${stack.upstreamUrl}/search-service/api/v1/search?type=tool&size=100`, { method: 'POST' });
    const tools = ((await direct.json()) as { content: { ipType: string | null }[] }).content;
    expect(tools.some((tool) => tool.ipType === 'Interactive Data Tool')).toBe(true);
  });

  it('serves a blog, podcast or tool by id for its own page; unknown and malformed ids are refused', async () => {
    const ITEM = /* GraphQL */ `query Item($id: ID!) { contentItem(id: $id) { id contentType title summary path publishedDate category authors { id fullName } } }`;
    for (const kind of ['blog', 'podcast', 'tool'] as const) {
      const expected = contentItem(kind, { seed: 42, size }, 3);
      const { body } = await gql<{ contentItem: Record<string, unknown> }>(stack.gatewayUrl, ITEM, { id: expected.id });
      expect(body.errors).toBeUndefined();
      expect(body.data!.contentItem).toMatchObject({ id: expected.id, contentType: kind, title: expected.title, summary: expected.summary, path: expected.path });
    }
    const unknown = await gql(stack.gatewayUrl, ITEM, { id: 'BLG999999' });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Content BLG999999 not found', extensions: { status: 404 } });
    const malformed = await gql(stack.gatewayUrl, ITEM, { id: 'RES100001' });
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds a webinar by its host’s name and the same facets as reports', async () => {
    const { cards } = await tab('events');
    const host = cards[0].webinar!.hostAnalysts[0].fullName;
    const byHost = await tab('events', { query: host, isFuzzyNeeded: false });
    expect(byHost.cards.map((c) => c.contentId)).toContain(cards[0].contentId);
    const filtered = await tab('events', { filters: [{ name: 'service', values: ['technology'] }] });
    expect(filtered.itemsTotal).toBeGreaterThan(0);
    expect(filtered.itemsTotal).toBeLessThan((await tab('events')).itemsTotal);
  });
});
