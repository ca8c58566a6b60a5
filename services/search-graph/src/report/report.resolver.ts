import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SearchContext } from '../context.js';
import { Report } from './report.type.js';

export const RELATED_RESEARCH_SIZE = 3;

@Resolver(() => Report)
export class ReportRelatedResearchResolver {
  @FieldResolver(() => [Report])
  async relatedResearch(@Root() report: { id: string }, @Ctx() ctx: SearchContext): Promise<Array<{ id: string }>> {
    const items = await ctx.search.relatedResearch(report.id, RELATED_RESEARCH_SIZE);
    return items.map((item) => ({ id: item.contentId }));
  }
}
