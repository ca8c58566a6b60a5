import type { ContentContext } from '../context.js';
import type { ResearchDto } from '@portal/contracts';

// The gateway resolves Report references from other subgraphs (search-graph's related research)
// here: all references of one query plan arrive together and cost one batch call.
export const reportReference = {
  Report: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<ResearchDto | null> {
      return ctx.loaders.research.load(reference.id);
    },
  },
};
