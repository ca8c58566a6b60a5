export { buildSearchSubgraph, searchSubgraphSdl } from './schema.js';
export { createSearchContext, type SearchContext } from './context.js';
