// Spec 3 §7 "Analysts": the topics of a report's authors and of the contributors with a follow
// button, read from the analyst service only while release_Report_Redesign is on. The lookups run
// in parallel through the request's analyst loader (one batch call, shared with the author list);
// a failed lookup is logged with the spec's message (spec 3 §8) and left out, never an error.
import type { AnalystDto } from '@portal/contracts';
import type { RequestContext } from '@portal/graph-kit';
import type { AnalystTopicDetails } from './analyst-topic-details.type.js';

/** Spec 3 §8: "Failed analyst lookups are only logged as 'Error fetching content IDs:'". */
export const ANALYST_LOOKUP_FAILED = 'Error fetching content IDs:';

/** What this needs of the request context (the whole ContentContext in production). */
export interface TopicDetailsContext {
  logger: RequestContext['logger'];
  appConfig: { featureFlags(): Promise<Record<string, boolean>> };
  loaders: { analyst: { load(id: string): Promise<AnalystDto | null> } };
}

export async function loadTopicDetails(ctx: TopicDetailsContext, contentIds: readonly string[]): Promise<AnalystTopicDetails[]> {
  if (contentIds.length === 0) return [];
  const flags = await ctx.appConfig.featureFlags();
  if (!flags.release_Report_Redesign) return [];
  const details = await Promise.all(
    contentIds.map(async (contentId): Promise<AnalystTopicDetails | null> => {
      try {
        const analyst = await ctx.loaders.analyst.load(contentId);
        return analyst ? { contentId, analystBioId: analyst.analystId, topics: analyst.topics } : null;
      } catch (error) {
        ctx.logger.error({ err: error, contentId }, ANALYST_LOOKUP_FAILED);
        return null;
      }
    }),
  );
  return details.filter((entry): entry is AnalystTopicDetails => entry !== null);
}
