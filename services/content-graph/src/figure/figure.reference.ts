import { bodyFigures, type FigureBlockDto } from '@portal/domain';
import type { ContentContext } from '../context.js';

// Figure ids are `{reportId}-figure-{n}` (the research service numbers figures per report), so a
// figure reference is found in its report's body, through the request's research loader.
const FIGURE_ID = /^([A-Z]{3}\d+)-figure-\d+$/;

export const figureReference = {
  Figure: {
    async __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<FigureBlockDto | null> {
      const reportId = FIGURE_ID.exec(reference.id)?.[1];
      if (!reportId) return null;
      const report = await ctx.loaders.research.load(reportId);
      return (report && bodyFigures(report.bodyJson.blocks).find((block) => block.id === reference.id)) ?? null;
    },
  },
};
