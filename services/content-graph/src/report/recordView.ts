// A signed-in user opening a report is remembered for the search cards' 'Viewed …' (spec 2 §3).
// Awaited, so that a search right after the report page already sees it; a failure only costs
// that label, never the report, so it is logged and swallowed.
import type { ContentContext } from '../context.js';

export async function recordView(ctx: ContentContext, contentId: string): Promise<void> {
  try {
    await ctx.lastViewed.recordView(contentId);
  } catch (error) {
    ctx.logger.warn({ err: error, contentId, requestId: ctx.requestId }, 'last-viewed record failed');
  }
}
