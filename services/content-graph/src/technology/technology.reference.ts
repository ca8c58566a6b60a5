import { loaderReference } from '../by-id/loader.reference.js';

// Technology references from the catalogue search.
export const technologyReference = loaderReference('Technology', (ctx) => ctx.catalogue.technologyLoader);
