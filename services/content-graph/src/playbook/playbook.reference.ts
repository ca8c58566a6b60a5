import type { ContentContext } from '../context.js';
import type { PlaybookSource } from './playbook.mapper.js';

// Playbook references from search-graph's listing: a page of cards costs one batch call.
export const playbookReference = {
  Playbook: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<PlaybookSource | null> {
      return ctx.loaders.playbook.load(reference.id);
    },
  },
};
