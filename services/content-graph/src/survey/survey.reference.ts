import { loaderReference } from '../by-id/loader.reference.js';

// Survey references from search-graph's listing.
export const surveyReference = loaderReference('Survey', (ctx) => ctx.loaders.survey);
