import type { PriorityDto } from '@portal/domain';
import type { ContentContext } from '../context.js';

export const priorityReference = {
  Priority: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<PriorityDto | null> {
      return ctx.catalogue.priorityLoader.load(reference.id);
    },
  },
};
