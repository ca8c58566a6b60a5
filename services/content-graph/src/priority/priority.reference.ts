import { loaderReference } from '../by-id/loader.reference.js';

// Priority references from other subgraphs, by id.
export const priorityReference = loaderReference('Priority', (ctx) => ctx.catalogue.priorityLoader);
