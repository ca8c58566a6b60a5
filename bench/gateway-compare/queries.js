// What the comparison sends: the report page's query (bench/report-page) and two small ones.
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
