import type { TechnologyDto } from '@portal/domain';
import type { ContentContext } from '../context.js';

// Technology references from the catalogue search: a page of cards costs one batch call.
export const technologyReference = {
  Technology: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<TechnologyDto | null> {
      return ctx.catalogue.technologyLoader.load(reference.id);
    },
  },
};
