import path from 'node:path';

/** One subgraph of the portal's supergraph: where its committed SDL lives and where it listens. */
export interface SubgraphEntry {
  name: string;
  schemaPath: string;
  defaultUrl: string;
  urlEnv: string;
}

export const subgraphNames = ['content', 'search', 'commerce', 'account'] as const;
export type SubgraphName = (typeof subgraphNames)[number];

const defaultPorts: Record<SubgraphName, number> = { content: 4001, search: 4002, commerce: 4003, account: 4004 };

export function portalSubgraphs(repoRoot: string): SubgraphEntry[] {
  return subgraphNames.map((name) => ({
    name,
    schemaPath: path.join(repoRoot, 'services', `${name}-graph`, 'schema.graphql'),
    defaultUrl: `http://127.0.0.1:${defaultPorts[name]}/graphql`,
    urlEnv: `${name.toUpperCase()}_GRAPH_URL`,
  }));
}

/**
 * Subgraph URLs for the runtime. The committed supergraph holds the defaults; anything set in the
 * environment wins, so moving a subgraph to another port never requires recomposing.
 */
export function subgraphUrlsFromEnv(repoRoot: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(portalSubgraphs(repoRoot).map((s) => [s.name, env[s.urlEnv] || s.defaultUrl]));
}
