import { loaderReference } from '../by-id/loader.reference.js';

// The gateway resolves Report references from other subgraphs (search-graph's related research) here.
export const reportReference = loaderReference('Report', (ctx) => ctx.loaders.research);
