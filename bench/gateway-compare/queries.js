// What the comparison sends: the report page's query (bench/report-page) and two small ones.
import { readFileSync } from 'node:fs';
import { reportPageQuery } from '../report-page/reportPageQuery.js';

export { reportPageQuery };

/** Joins two subgraphs: the report from content, its related research from search (an entity call). */
export const twoSubgraphQuery = /* GraphQL */ `
  query TwoSubgraphs($id: ID!) {
    report(id: $id) { id title relatedResearch { id } }
  }
`;

/** Content alone: for the gateway's overhead against calling the subgraph straight. */
export const oneSubgraphQuery = /* GraphQL */ `
  query OneSubgraph($id: ID!) {
    report(id: $id) { id title summary publishedDate }
  }
`;

/**
 * The web app's own report-page documents, as it sends them (its persisted-documents manifest,
 * hash -> text), found by operation name: ReportPage (public, so our response cache may answer
 * it) and ReportPagePrivate (the signed-in parts: saved, followed, sharing). Sent as text to both
 * gateways (ours accepts text in the bench: GRAPHQL_DEV_TOOLS=on).
 */
export function webAppDocument(operationName) {
  const manifest = JSON.parse(readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'));
  const pattern = new RegExp(`\\b(query|mutation|subscription)\\s+${operationName}\\b`);
  const found = Object.values(manifest).filter((text) => pattern.test(text));
  if (found.length !== 1) throw new Error(`web/src/gql/persisted-documents.json has ${found.length} documents named ${operationName}`);
  return found[0];
}
