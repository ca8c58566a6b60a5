import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { composeSupergraph, CompositionFailedError, readSubgraphSdls } from './composeSupergraph.js';
import { defaultSupergraphPath, repoRoot } from './paths.js';
import { portalSubgraphs } from './subgraphs.js';

describe('supergraph composition', () => {
  it('the committed supergraph.graphql equals a fresh composition of the committed subgraph schemas', async () => {
    const fresh = composeSupergraph(await readSubgraphSdls(portalSubgraphs(repoRoot)));
    const committed = await readFile(defaultSupergraphPath, 'utf8');
    // On failure: `npm run compose -w services/gateway`, then commit supergraph.graphql.
    expect(committed).toBe(fresh);
  });

  it('stores the default subgraph URLs, which the runtime overrides from the environment', async () => {
    const committed = await readFile(defaultSupergraphPath, 'utf8');
    for (const [name, port] of [['CONTENT', 4001], ['SEARCH', 4002], ['COMMERCE', 4003], ['ACCOUNT', 4004]] as const) {
      expect(committed).toContain(`${name} @join__graph(name: "${name.toLowerCase()}", url: "http://127.0.0.1:${port}/graphql")`);
    }
  });

  it('fails loudly, with every composition error, when subgraphs conflict', () => {
    const link = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])';
    const compose = () =>
      composeSupergraph([
        { name: 'a', url: 'http://a/graphql', sdl: `${link}\ntype Query { title: String }` },
        { name: 'b', url: 'http://b/graphql', sdl: `${link}\ntype Query { title: Int }` },
      ]);
    expect(compose).toThrow(CompositionFailedError);
    expect(compose).toThrow(/Query\.title/);
  });
});
