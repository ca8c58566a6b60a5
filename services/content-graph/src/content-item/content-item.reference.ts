import type { ContentContext } from '../context.js';
import type { ContentItemDto } from '@portal/contracts';

// ContentItem references from search-graph's cards: all of one query plan cost one batch call.
export const contentItemReference = {
  ContentItem: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<ContentItemDto | null> {
      return ctx.loaders.contentItem.load(reference.id);
    },
  },
};
