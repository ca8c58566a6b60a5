import type { ContentItemDto } from '@portal/domain';
import type { ContentContext } from '../context.js';

// ContentItem references from search-graph's cards: all of one query plan cost one batch call.
export const contentItemReference = {
  ContentItem: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<ContentItemDto | null> {
      return ctx.loaders.contentItem.load(reference.id);
    },
  },
};
