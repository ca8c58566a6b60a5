import type { ContentContext } from '../context.js';
import { toAnalyst } from './analyst.mapper.js';
import type { Analyst } from './analyst.type.js';

export const analystReference = {
  Analyst: {
    async __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<Analyst | null> {
      const dto = await ctx.loaders.analyst.load(reference.id);
      return dto ? toAnalyst(dto) : null;
    },
  },
};
