import type { ContentContext } from '../context.js';
import type { PlaybookDto } from '@portal/contracts';

// Playbook references from search-graph's listing: a page of cards costs one batch call.
export const playbookReference = {
  Playbook: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<PlaybookDto | null> {
      return ctx.loaders.playbook.load(reference.id);
    },
  },
};
