// Flex pages and blueprints in content-graph over the real upstream REST app: the page with its tabs
// and bodies, null for an unknown id, BAD_USER_INPUT for a malformed one before any REST call, and
// the REST answers cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprints, flexPage } from '@portal/corpus';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { requestsDuring, startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const FLEX_PAGE = /* GraphQL */ `
  query ($id: ID!) {
    flexPage(id: $id) {
      id slug path eyebrow title description backgroundImage heroGradient overView
      primaryButton { cta contentUrl link }
      secondaryButton { cta contentUrl link }
      tabs { id title sections { id title blocks { __typename ... on Paragraph { text } ... on SubHeading { id text } } } }
      sections { id title blocks { __typename ... on Paragraph { text } } }
      navEntries { id slug title path }
    }
  }
`;

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_flex'), { build: buildContentSubgraph, contextFactory: createContentContext }));
}, 60_000);
afterAll(() => stop?.());

describe('Query.flexPage', () => {
  it('answers PG14 with its hero, buttons, tabs and their bodies, and the other pages as navigation', async () => {
    const { data, errors } = await graph.query(FLEX_PAGE, { id: 'PG14' });
    expect(errors).toBeUndefined();
    const page = data!.flexPage;
    const source = flexPage('PG14')!;
    expect(page).toMatchObject({ id: 'PG14', slug: 'customer-obsession', path: '/content/customer-obsession/PG14', title: source.title, heroGradient: source.heroGradient, backgroundImage: '/images/heroes/PG14.svg' });
    expect(page.primaryButton).toEqual(source.primaryButton);
    expect(page.tabs.map((tab: { id: string }) => tab.id)).toEqual(['overview', 'the-journey', 'resources']);
    // The body blocks grouped into a report body's sections: a section heading, then its blocks.
    const [firstSection] = page.tabs[0].sections;
    expect(firstSection.title).toBe('Why customer obsession');
    expect(firstSection.blocks[0]).toEqual({ __typename: 'Paragraph', text: expect.stringContaining('Customers') });
    expect(page.tabs[0].sections.flatMap((s: { blocks: { __typename: string }[] }) => s.blocks).some((b: { __typename: string }) => b.__typename === 'SubHeading')).toBe(true);
    expect(page.sections).toEqual([]);
    expect(page.navEntries).toContainEqual({ id: 'PG11', slug: 'future-of-work', title: 'The Future Of Work', path: '/content/future-of-work/PG11' });
    expect(page.navEntries.map((entry: { id: string }) => entry.id)).not.toContain('PG14');
  });

  it('answers a page without tabs with its own body', async () => {
    const { data, errors } = await graph.query(FLEX_PAGE, { id: 'PG11' });
    expect(errors).toBeUndefined();
    expect(data!.flexPage.tabs).toEqual([]);
    expect(data!.flexPage.sections.length).toBeGreaterThan(0);
    expect(data!.flexPage.secondaryButton).toEqual(flexPage('PG11')!.secondaryButton);
  });

  it('answers null for an unknown page, with no error', async () => {
    const { data, errors } = await graph.query(FLEX_PAGE, { id: 'PG999' });
    expect(errors).toBeUndefined();
    expect(data!.flexPage).toBeNull();
  });

  it.each(['RES100000', 'pg14', "PG14' --", '../PG14'])('refuses the malformed id %j before any REST call', async (id) => {
    let result: Awaited<ReturnType<typeof graph.query>> | undefined;
    expect(await requestsDuring(upstream, async () => { result = await graph.query(FLEX_PAGE, { id }); })).toBe(0);
    expect(result!.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result!.errors)).not.toMatch(/127\.0\.0\.1|localhost|\.ts:\d+/);
  });

  it('serves a page read again from the cache', async () => {
    await graph.query(FLEX_PAGE, { id: 'PG12' });
    expect(await requestsDuring(upstream, () => graph.query(FLEX_PAGE, { id: 'PG12' }))).toBe(0);
  });
});

describe('Query.blueprints and Query.blueprint', () => {
  it('lists the cards and answers a blueprint with its vision, phases and priorities', async () => {
    const cards = await graph.query('{ blueprints { id path title functionName image } }');
    expect(cards.errors).toBeUndefined();
    const all = blueprints();
    expect(cards.data!.blueprints.map((card: { id: string }) => card.id)).toEqual(all.map((item) => item.id));
    const { data, errors } = await graph.query('query ($id: ID!) { blueprint(id: $id) { id title vision outcomes phases { phase title steps } priorities { id label path } } }', { id: all[0].id });
    expect(errors).toBeUndefined();
    expect(data!.blueprint).toMatchObject({ id: all[0].id, title: all[0].title, vision: all[0].vision });
    expect(data!.blueprint.phases.map((phase: { phase: string }) => phase.phase)).toEqual(['Define', 'Apply', 'Accelerate']);
    expect(data!.blueprint.priorities[0].path).toMatch(/^\/functional-priority\/[a-z0-9-]+\/PRI\d+$/);
  });

  it('answers null for an unknown blueprint and BAD_USER_INPUT for a malformed id', async () => {
    const query = 'query ($id: ID!) { blueprint(id: $id) { id } }';
    const unknown = await graph.query(query, { id: 'BLP1' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.blueprint).toBeNull();
    const malformed = await graph.query(query, { id: 'blueprintCard' });
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
