import { loaderReference } from '../by-id/loader.reference.js';

// Webinar references from search-graph's cards.
export const webinarReference = loaderReference('Webinar', (ctx) => ctx.loaders.webinar);
