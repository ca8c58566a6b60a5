import { portalError } from '@portal/graph-kit';
import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { found } from '../by-id/found.js';
import type { ContentContext } from '../context.js';
import { Report } from '../report/report.type.js';
import { Webinar } from '../webinar/webinar.type.js';
import { toAnalyst } from './analyst.mapper.js';
import { AnalystProfileArgs } from './analyst-profile.args.js';
import { RelatedAnalysts } from './analyst-profile.type.js';
import { Analyst } from './analyst.type.js';
import type { ResearchDto, WebinarDto } from '@portal/contracts';

/** Spec 2 §8: an analyst who is not externally active is shown as a 404 'Analyst inactive.'. */
export const ANALYST_INACTIVE_MESSAGE = 'Analyst inactive.';

/** The most items any list of the view asks for at once. */
const MAX_LIST_SIZE = 20;

function checkedSize(size: number): number {
  if (size < 1 || size > MAX_LIST_SIZE) throw portalError(400, 'Bad Request', `size must be from 1 to ${MAX_LIST_SIZE}`);
  return size;
}

// The analyst view (spec 2 §4): the profile itself, and what the page shows around it. Each list
// is one REST call; the reports and webinars it names come through the request's loaders.
@Resolver(() => Analyst)
export class AnalystProfileResolver {
  @Query(() => Analyst, { nullable: true, description: "An analyst's public profile; 404 'Analyst inactive.' when not externally active" })
  async analystProfile(@Args() { id }: AnalystProfileArgs, @Ctx() ctx: ContentContext): Promise<Analyst> {
    const dto = await found(ctx.loaders.analyst.load(id), `Analyst ${id}`);
    if (!dto.externallyActive) throw portalError(404, 'Not Found', ANALYST_INACTIVE_MESSAGE);
    return toAnalyst(dto);
  }

  @FieldResolver(() => [Report], { description: 'Research the analyst wrote or contributed to, newest first (readable by the caller)' })
  async recentResearch(
    @Root() analyst: Analyst,
    @Ctx() ctx: ContentContext,
    @Arg('size', () => Int, { description: 'How many pieces of research to return, newest first', defaultValue: 6 }) size: number,
  ): Promise<ResearchDto[]> {
    const { content } = await ctx.research.byAuthor(analyst.id, checkedSize(size));
    const reports = await ctx.loaders.research.loadMany(content.map((item) => item.contentId));
    return reports.filter((report): report is ResearchDto => report !== null && !(report instanceof Error));
  }

  @FieldResolver(() => RelatedAnalysts, { description: 'Other analysts on the same topics' })
  async relatedAnalysts(
    @Root() analyst: Analyst,
    @Ctx() ctx: ContentContext,
    @Arg('size', () => Int, { description: 'How many related analysts to return', defaultValue: 4 }) size: number,
  ): Promise<RelatedAnalysts> {
    const related = await ctx.analysts.related(analyst.id, 1, checkedSize(size));
    for (const dto of related.analysts) ctx.loaders.analyst.prime(dto.contentId, dto);
    return { analysts: related.analysts.map(toAnalyst), totalElements: related.totalElements, maxPages: related.maxPages };
  }

  @FieldResolver(() => [Webinar], { description: 'Upcoming webinars the analyst hosts, soonest first' })
  async upcomingWebinars(
    @Root() analyst: Analyst,
    @Ctx() ctx: ContentContext,
    @Arg('size', () => Int, { description: 'How many upcoming webinars to return, soonest first', defaultValue: 3 }) size: number,
  ): Promise<WebinarDto[]> {
    const { content } = await ctx.webinars.upcomingHostedBy(analyst.id, checkedSize(size));
    for (const webinar of content) ctx.loaders.webinar.prime(webinar.contentId, webinar);
    return content;
  }
}
