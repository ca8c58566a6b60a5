import { loaderReference } from '../by-id/loader.reference.js';

// Playbook references from search-graph's listing.
export const playbookReference = loaderReference('Playbook', (ctx) => ctx.loaders.playbook);
