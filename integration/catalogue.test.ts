// The technology catalogue and the functions / services pages through the gateway (spec 3 §2-§9):
// real upstream (PostgreSQL, the catalogue's own FTS5 index), search-graph's catalogue search,
// content-graph resolving Technology references, services, pages and priorities.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gql, gqlData, sessionCookie } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { upstreamCallsDuring, total } from './support/upstream-calls.js';

const stack = useSharedTestStack();
let client: CookieJar;
let employee: CookieJar;

const CATALOGUE = /* GraphQL */ `
  query Catalogue($input: TechnologySearchInput!) {
    technologies(input: $input) {
      page totalPages itemsTotal loadMore caption sort query
      cards { id title path technologyType technologyDefinition categoryDefinition emergingTechnology publishedDate latestWave { quarterBadgeDetail } latestLandscape { quarter } }
    }
  }
`;
const TECHNOLOGY = /* GraphQL */ `
  query Technology($id: ID!) {
    technology(id: $id) {
      id title path technologyType categoryTitle category { id title }
      latestWave { quarterBadgeDetail publishedDate } latestLandscape { quarter }
      relatedResearch { id title ipType }
      relatedTechnologies { id categoryTitle }
    }
  }
`;
const SERVICES = /* GraphQL */ `
  query Services { services { subscribed { id slug title contentType contentURL isSubscribed isProtected category } previewable { id slug title contentType isSubscribed isProtected } } }
`;
const SERVICE_PAGE = /* GraphQL */ `
  query ServicePage($slug: String!, $id: ID) {
    servicePage(slug: $slug, id: $id) {
      id service { id slug title }
      priorities { id label description path function { id name } }
      tabs { label slug items { id title path label } }
      relatedFunctions { id title isProtected isSubscribed }
    }
  }
`;

interface Card { id: string; title: string; path: string; technologyType: string; technologyDefinition: string | null; categoryDefinition: string; emergingTechnology: boolean; publishedDate: string; latestWave: { quarterBadgeDetail: string } | null; latestLandscape: { quarter: string } | null }
interface Results { page: number; totalPages: number; itemsTotal: number; loadMore: boolean; caption: string; sort: string; query: string; cards: Card[] }

const as = (jar?: CookieJar): Record<string, string> => sessionCookie(stack.gatewayUrl, jar);

async function catalogue(input: Record<string, unknown>): Promise<Results> {
  return (await gqlData<{ technologies: Results }>(stack.gatewayUrl, CATALOGUE, { input })).technologies;
}

async function rest(path: string) {
  const res = await fetch(`${stack.upstreamUrl}${path}`);
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  [client, employee] = await Promise.all([signIn(stack.gatewayUrl, 'client@meridian.example'), signIn(stack.gatewayUrl, 'employee@meridian.example')]);
});

describe('technology catalogue search', () => {
  it('lists 12 newest first with the Over 300 caption when nothing is asked', async () => {
    const results = await catalogue({});
    expect(results).toMatchObject({ page: 1, sort: 'date', query: '', caption: 'Over 300 results', loadMore: true });
    expect(results.itemsTotal).toBeGreaterThan(300);
    expect(results.cards).toHaveLength(12);
    const dates = results.cards.map((c) => c.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches a trimmed keyword by relevance, every word found, with the count as caption', async () => {
    const results = await catalogue({ query: '  sales forecasting ' });
    expect(results.sort).toBe('relevance');
    expect(results.query).toBe('sales forecasting');
    expect(results.itemsTotal).toBeGreaterThan(0);
    expect(results.itemsTotal).toBeLessThanOrEqual(300);
    expect(results.caption).toBe(`${results.itemsTotal} ${results.itemsTotal === 1 ? 'result' : 'results'}`);
    expect(results.cards[0].title.toLowerCase()).toContain('sales forecasting');
    for (const card of results.cards) {
      const text = `${card.title} ${card.technologyDefinition ?? ''} ${card.categoryDefinition}`.toLowerCase();
      expect(text).toContain('sales');
      expect(text).toContain('forecast');
    }
  });

  it('sorts by name both ways and pages 12 at a time without overlap', async () => {
    const page1 = await catalogue({ sort: 'name-asc' });
    const page2 = await catalogue({ sort: 'name-asc', page: 2 });
    const titles = [...page1.cards, ...page2.cards].map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(titles).size).toBe(24);
    const desc = await catalogue({ sort: 'name-desc' });
    expect(desc.cards[0].title.localeCompare(page1.cards[0].title)).toBeGreaterThan(0);
    const last = await catalogue({ sort: 'name-asc', page: page1.totalPages });
    expect(last.loadMore).toBe(false);
    expect(last.cards.length).toBe(page1.itemsTotal - 12 * (page1.totalPages - 1));
  });

  it('filters by Wave, Landscape and emerging technology', async () => {
    const waves = await catalogue({ ipTypes: ['wave'] });
    expect(waves.cards.every((c) => c.latestWave !== null)).toBe(true);
    const landscapes = await catalogue({ ipTypes: ['landscape'] });
    expect(landscapes.cards.every((c) => c.latestLandscape !== null)).toBe(true);
    const both = await catalogue({ ipTypes: ['wave', 'landscape'] });
    expect(both.itemsTotal).toBeGreaterThanOrEqual(Math.max(waves.itemsTotal, landscapes.itemsTotal));
    const emerging = await catalogue({ emergingOnly: true, sort: 'name-asc' });
    expect(emerging.itemsTotal).toBeGreaterThan(0);
    expect(emerging.itemsTotal).toBeLessThan(waves.itemsTotal + landscapes.itemsTotal);
    expect(emerging.cards.every((c) => c.emergingTechnology)).toBe(true);
  });

  it('refuses an unknown sort before any REST call', async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const { body } = await gql(stack.gatewayUrl, CATALOGUE, { input: { sort: 'price' } });
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    });
    expect(total(calls)).toBe(0);
  });

  it('costs a fixed number of REST calls for a page of cards', async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, () => catalogue({ query: 'platforms', sort: 'name-desc' }));
    // The search, then one batch for the 12 Technology references.
    expect(total(calls)).toBeLessThanOrEqual(2);
  });

  it("batches the cards' related research and related technologies", async () => {
    const query = /* GraphQL */ `
      query { technologies(input: { ipTypes: ["wave"], sort: "name-asc" }) { cards { id relatedResearch { id } relatedTechnologies { id } } } }
    `;
    let cards: { id: string; relatedResearch: { id: string }[] }[] = [];
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const { body } = await gql<any>(stack.gatewayUrl, query);
      expect(body.errors).toBeUndefined();
      cards = body.data.technologies.cards;
    });
    expect(cards).toHaveLength(12);
    // Search, Technology references, their related research ids, the related technologies and
    // the reports: each one batch, whatever the number of cards.
    expect(total(calls)).toBeLessThanOrEqual(5);
    const page = await rest(`/techcatalog-service/api/v1/technology/${cards[0].id}`);
    // Restricted reports are left out for a logged-out visitor; the rest keep the service's order.
    const readable = cards[0].relatedResearch.map((r) => r.id);
    expect(readable).toEqual(page.body.relatedResearchIds.filter((id: string) => readable.includes(id)));
    expect(cards.some((card) => card.relatedResearch.length > 0)).toBe(true);
  });
});

describe('GET /search-service/api/v1/search?type={product}-techcategory', () => {
  const base = '/search-service/api/v1/search?publishedSinceInDays=-1&isUserSearch=false';

  it('answers the spec parameters with a page of technology items', async () => {
    const { status, body } = await rest(`${base}&query=&type=fd-techcategory&page=1&size=12&sortType=date&sortOrder=desc&ipType=wave&isEmergingTechnology=false`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, size: 12, last: false });
    expect(body.content).toHaveLength(12);
    expect(body.content[0]).toEqual(expect.objectContaining({ contentId: expect.stringMatching(/^TEC\d+$/), taxonomyTopicId: expect.any(String), emergingTechnology: false }));
    expect(body.content.every((t: Card) => t.latestWave !== null)).toBe(true);
  });

  it('rejects bad parameters with 400 and leaves other GET types to the search service', async () => {
    expect((await rest(`${base}&type=fd-techcategory&ipType=podcast`)).status).toBe(400);
    expect((await rest(`${base}&type=fd-techcategory&sortType=price`)).status).toBe(400);
    const suggest = await rest('/search-service/api/v1/search?query=cus&type=fd-autocomplete&size=4&isUserSearch=false');
    expect(suggest.status).toBe(200);
    expect(Array.isArray(suggest.body.suggestions)).toBe(true);
  });
});

describe('technology detail', () => {
  it('has its market research, its category and same-category technologies', async () => {
    // A category with research about it: its Waves and Landscapes name the market.
    const categories: Card[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await rest(`/search-service/api/v1/search?type=fd-techcategory&size=100&sortType=name&page=${page}`);
      categories.push(...body.content.filter((c: Card & { contentId: string }) => c.technologyType === 'Category').map((c: Card & { contentId: string }) => ({ ...c, id: c.contentId })));
    }
    expect(categories.length).toBeGreaterThan(40);
    let found = false;
    for (const category of categories) {
      const { body } = await gql<any>(stack.gatewayUrl, TECHNOLOGY, { id: category.id });
      expect(body.errors).toBeUndefined();
      const technology = body.data.technology;
      expect(technology.category.id).toBe(category.id);
      for (const related of technology.relatedTechnologies) expect(related.categoryTitle).toBe(technology.title);
      if (technology.relatedResearch.length === 0) continue;
      found = true;
      for (const report of technology.relatedResearch) {
        expect(['Wave', 'Landscape']).toContain(report.ipType);
        expect(report.title).toContain(technology.title);
      }
      break;
    }
    expect(found).toBe(true);
  });

  it('answers 404 for an unknown technology and 400 for a malformed id', async () => {
    const unknown = await gql(stack.gatewayUrl, TECHNOLOGY, { id: 'TEC999999' });
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ status: 404 });
    const malformed = await gql(stack.gatewayUrl, TECHNOLOGY, { id: 'RES100001' });
    expect(malformed.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('functions and services', () => {
  it('shows a logged-out visitor only the previewable services', async () => {
    const { body } = await gql<any>(stack.gatewayUrl, SERVICES);
    expect(body.errors).toBeUndefined();
    expect(body.data.services.subscribed).toEqual([]);
    const previewable = body.data.services.previewable;
    // The 8 open functions and the 3 services pages spec 1 §2 names.
    expect(previewable.filter((s: any) => s.contentType === 'Function')).toHaveLength(11);
    expect(previewable.filter((s: any) => s.contentType === 'MarketsInsights')).toHaveLength(3);
    expect(previewable.every((s: any) => !s.isProtected && !s.isSubscribed)).toBe(true);
  });

  it("separates a signed-in client's subscribed services from previewable ones", async () => {
    const { body } = await gql<any>(stack.gatewayUrl, SERVICES, {}, as(client));
    expect(body.errors).toBeUndefined();
    const { subscribed, previewable } = body.data.services;
    expect(subscribed.map((s: any) => s.slug)).toEqual(['b2b-marketing-executives', 'customer-experience']);
    expect(subscribed[0]).toMatchObject({ isSubscribed: true, contentURL: '/functions/b2b-marketing-executives/SER100001' });
    expect(previewable.map((s: any) => s.slug)).not.toContain('b2b-marketing-executives');
    expect(previewable.every((s: any) => !s.isProtected)).toBe(true);
    // The employee holds a protected function: it is listed, as subscribed.
    const other = await gql<any>(stack.gatewayUrl, SERVICES, {}, as(employee));
    expect(other.body.data.services.subscribed.map((s: any) => s.slug)).toEqual(['b2b-marketing-executives', 'technology-executives']);
    expect(other.body.data.services.subscribed[1].isProtected).toBe(true);
  });

  it('has a function page with its priorities and the tabs that have data', async () => {
    const { body } = await gql<any>(stack.gatewayUrl, SERVICE_PAGE, { slug: 'b2b-sales' });
    expect(body.errors).toBeUndefined();
    const page = body.data.servicePage;
    expect(page.service).toMatchObject({ id: 'SER100002', slug: 'b2b-sales', title: 'B2B Sales' });
    expect(page.priorities.length).toBeGreaterThanOrEqual(6);
    expect(page.priorities.length).toBeLessThanOrEqual(8);
    for (const p of page.priorities) {
      expect(p.path).toBe(`/functional-priority/b2b-sales/${p.id}`);
      expect(p.function).toEqual({ id: 'SER100002', name: 'B2B Sales' });
    }
    expect(page.tabs[0]).toMatchObject({ label: 'Functional Priorities', slug: 'functional-priorities', items: [] });
    for (const tab of page.tabs.slice(1)) {
      expect(tab.items.length).toBeGreaterThan(0);
      expect(tab.slug).toBe(tab.label.toLowerCase().replace(/ /g, '-'));
    }
    // The corpus has no courses, so that tab never shows.
    expect(page.tabs.map((t: any) => t.label)).not.toContain('Courses');
    expect(page.relatedFunctions.every((f: any) => !f.isProtected)).toBe(true);
  });

  it('refuses a protected function page to whoever does not hold it', async () => {
    for (const jar of [undefined, client]) {
      const { body } = await gql<any>(stack.gatewayUrl, SERVICE_PAGE, { slug: 'technology-executives', id: 'SER100012' }, as(jar));
      expect(body.errors?.[0].message).toBe('Service page is not accessible for idToken');
      expect(body.errors?.[0].extensions).toMatchObject({ status: 401, error: 'Unauthorized' });
    }
    const allowed = await gql<any>(stack.gatewayUrl, SERVICE_PAGE, { slug: 'technology-executives', id: 'SER100012' }, as(employee));
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data.servicePage.service.title).toBe('Technology Executives');
  });

  it('answers a priority by id with its function, 404 for an unknown one', async () => {
    const { body } = await gql<any>(stack.gatewayUrl, `query { priority(id: "PRI1") { id label description path function { id slug name path } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.priority).toMatchObject({ id: 'PRI1', path: '/functional-priority/b2b-marketing-executives/PRI1', function: { id: 'SER100001', slug: 'b2b-marketing-executives', path: '/functions/b2b-marketing-executives/SER100001' } });
    expect(body.data.priority.label.length).toBeGreaterThan(0);
    const unknown = await gql<any>(stack.gatewayUrl, `query { priority(id: "PRI99999") { id } }`);
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ status: 404 });
  });
});
