import type { InsightPageDto } from '@portal/contracts';
import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import type { ContentContext } from '../context.js';
import { PlanningGuide } from '../planning-guide/planning-guide.type.js';
import { Prediction } from '../prediction/prediction.type.js';
import { PlanningGuideArgs, PredictionArgs } from './insight-page.args.js';
import { toInsightPageCard } from './insight-page.mapper.js';
import { InsightPage, InsightPageCard } from './insight-page.type.js';

type PageSource = InsightPageDto & ReturnType<typeof toInsightPageCard>;

function sourceOf(dto: InsightPageDto | null): PageSource | null {
  return dto && { ...dto, ...toInsightPageCard(dto) };
}

@Resolver()
export class InsightPagesResolver {
  @Query(() => [InsightPageCard], { description: 'Every planning guide, newest edition first (the /insights/planning-guides hub)' })
  async planningGuides(@Ctx() ctx: ContentContext): Promise<InsightPageCard[]> {
    return (await ctx.insightPages.planningGuides()).map(toInsightPageCard);
  }

  @Query(() => [InsightPageCard], { description: 'Every predictions page, newest year first (the /insights/predictions hub)' })
  async predictions(@Ctx() ctx: ContentContext): Promise<InsightPageCard[]> {
    return (await ctx.insightPages.predictions()).map(toInsightPageCard);
  }

  @Query(() => PlanningGuide, { nullable: true, description: 'A planning guide by slug; null when it does not exist or the caller may not read it (spec 3 §6)' })
  async planningGuide(@Args() { slug }: PlanningGuideArgs, @Ctx() ctx: ContentContext): Promise<PageSource | null> {
    return sourceOf(await ctx.insightPages.planningGuide(slug));
  }

  @Query(() => Prediction, { nullable: true, description: 'A predictions page by id (PRD…); null when it does not exist or the caller may not read it (spec 3 §6)' })
  async prediction(@Args() { id }: PredictionArgs, @Ctx() ctx: ContentContext): Promise<PageSource | null> {
    return sourceOf(await ctx.insightPages.prediction(id));
  }
}

// Authors through the request's analyst loader, for both kinds of insight page: the field is
// declared once on their base, and each page type takes it with its resolver.
@Resolver(() => InsightPage)
export class InsightPageAuthorsResolver {
  @FieldResolver(() => [Analyst])
  authors(@Root() page: PageSource, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, page.authors.map((a) => a.contentId));
  }
}
