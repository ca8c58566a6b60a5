import { loaderReference } from '../by-id/loader.reference.js';

// ContentItem references from search-graph's cards.
export const contentItemReference = loaderReference('ContentItem', (ctx) => ctx.loaders.contentItem);
