export { buildCommerceSubgraph, commerceSubgraphSdl } from './schema.js';
export { createCommerceContext, type CommerceContext } from './context.js';
