// Planning guides and predictions in content-graph over the real upstream REST app (small corpus):
// the authors of either kind of page come through the analyst loader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream } from '@portal/upstream/testing';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

let graph: TestSubgraph;
let stop: () => Promise<void>;
beforeAll(async () => { ({ graph, stop } = await startTestStack(startRealUpstream('content_graph_insights'), { build: buildContentSubgraph, contextFactory: createContentContext })); }, 60_000);
afterAll(() => stop?.());

describe('insight pages', () => {
  it.each([
    ['planning guide', '{ planningGuides { slug restricted } }', 'query ($key: String!) { page: planningGuide(slug: $key) { id authors { id fullName } } }', 'slug'],
    ['prediction', '{ predictions { id restricted } }', 'query ($key: ID!) { page: prediction(id: $key) { id authors { id fullName } } }', 'id'],
  ] as const)('answers the authors of a %s as analysts', async (_kind, hub, page, key) => {
    const cards = await graph.query(hub);
    expect(cards.errors).toBeUndefined();
    // A restricted page is null to a logged-out caller (spec 3 §6).
    const open = (Object.values(cards.data!)[0] as Record<string, string>[]).find((card) => !card.restricted)!;
    const { data, errors } = await graph.query(page, { key: open[key] });
    expect(errors).toBeUndefined();
    expect(data!.page.authors.length).toBeGreaterThan(0);
    for (const author of data!.page.authors) expect(author).toEqual({ id: expect.stringMatching(/^[A-Z]{3}\d+$/), fullName: expect.any(String) });
  });
});
