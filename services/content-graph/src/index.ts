export { buildContentSubgraph, contentSubgraphSdl } from './schema.js';
export { createContentContext, type ContentContext } from './context.js';
