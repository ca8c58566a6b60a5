import type { ContentContext } from '../context.js';
import { toAnalyst } from './analyst.mapper.js';
import type { Analyst } from './analyst.type.js';

/**
 * Analysts by id through the request's one analyst loader, so all authors and contributors on a
 * page cost one batch call. An id the analyst service does not know is left out (logged).
 */
export async function loadAnalysts(ctx: ContentContext, ids: readonly string[]): Promise<Analyst[]> {
  const results = await ctx.loaders.analyst.loadMany(ids);
  const analysts: Analyst[] = [];
  results.forEach((result, index) => {
    if (result instanceof Error) throw result;
    if (result === null) ctx.logger.warn({ analystId: ids[index] }, 'analyst not found; left out');
    else analysts.push(toAnalyst(result));
  });
  return analysts;
}
