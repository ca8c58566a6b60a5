export { buildAccountSubgraph, accountSubgraphSdl } from './schema.js';
export { createAccountContext, type AccountContext } from './context.js';
