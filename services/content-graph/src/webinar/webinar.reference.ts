import type { ContentContext } from '../context.js';
import type { WebinarDto } from '@portal/contracts';

// Webinar references from search-graph's cards: all of one query plan cost one batch call.
export const webinarReference = {
  Webinar: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<WebinarDto | null> {
      return ctx.loaders.webinar.load(reference.id);
    },
  },
};
