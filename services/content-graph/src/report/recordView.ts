// A signed-in user opening a report is remembered for the search cards' 'Viewed …' (spec 2 §3),
// through the recordReportView mutation. A failure only costs that label, never the page, so it is
// logged and answered as false rather than as an error: the reader has nothing to act on, and the
// web app drops the answer either way.
import type { ContentContext } from '../context.js';

/** True once user-service stored the view; false (logged) when it could not. */
export async function recordView(ctx: ContentContext, contentId: string): Promise<boolean> {
  try {
    await ctx.lastViewed.recordView(contentId);
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, contentId, requestId: ctx.requestId }, 'last-viewed record failed');
    return false;
  }
}
