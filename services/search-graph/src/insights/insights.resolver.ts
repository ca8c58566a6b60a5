// The search-backed insights listings (spec 2 §2, §4, §9): each one search-service call per page,
// cached for anonymous callers by SearchApi (a minute), never for signed-in ones.
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { buyerInsightsSize, marketInsightsService } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { searchCardOf } from '../search/search.mapper.js';
import {
  AnalystRelationsInput, BuyerInsightsInput, DataSnapshotsInput, ForecastsInput, LatestResearchInput, MarketInsightsArgs, PriorityResearchInput,
} from './insights.args.js';
import {
  analystRelationsCall, buyerInsightsCall, dataSnapshotsCall, forecastsCall, latestResearchCall, listResultsOf, marketResearchCall,
  priorityResearchCall, recentWavesCall, type SearchCall,
} from './insights.requests.js';
import { BuyerInsightResults, InsightListResults, MarketInsights } from './insights.type.js';

const ask = (ctx: SearchContext, { params, body }: SearchCall) => ctx.search.search(params, body);

@Resolver()
export class InsightsResolver {
  @Query(() => InsightListResults, { description: 'Latest research by tab, newest first, 10 per page' })
  async latestResearch(@Arg('input', () => LatestResearchInput, { description: 'The filters and page of the latest research listing' }) input: LatestResearchInput, @Ctx() ctx: SearchContext): Promise<InsightListResults> {
    return listResultsOf(await ask(ctx, latestResearchCall(input)));
  }

  @Query(() => InsightListResults, { description: 'Forecasts by category, keyword and sort, 10 per page' })
  async forecasts(@Arg('input', () => ForecastsInput, { description: 'The filters and page of the forecasts listing' }) input: ForecastsInput, @Ctx() ctx: SearchContext): Promise<InsightListResults> {
    return listResultsOf(await ask(ctx, forecastsCall(input)));
  }

  @Query(() => InsightListResults, { description: 'Customer data snapshots by audience, the last 730 days, 9 per page' })
  async dataSnapshots(@Arg('input', () => DataSnapshotsInput, { description: 'The filters and page of the data snapshots listing' }) input: DataSnapshotsInput, @Ctx() ctx: SearchContext): Promise<InsightListResults> {
    return listResultsOf(await ask(ctx, dataSnapshotsCall(input)));
  }

  @Query(() => BuyerInsightResults, { description: 'Buyer insights of a market by function: 9 first, then 3 per step' })
  async buyerInsights(@Arg('input', () => BuyerInsightsInput, { description: 'The filters and page of the buyer insights listing' }) input: BuyerInsightsInput, @Ctx() ctx: SearchContext): Promise<BuyerInsightResults> {
    const answer = await ask(ctx, buyerInsightsCall(input));
    // The next step starts where this one ends, so offsets stay multiples of 3.
    const nextOffset = (input.offset ?? 0) + buyerInsightsSize(input.offset ?? 0);
    return {
      itemsTotal: answer.totalElements,
      loadMore: nextOffset < answer.totalElements,
      nextOffset,
      cards: answer.content.map(searchCardOf),
    };
  }

  @Query(() => MarketInsights, { description: 'The market insights landing: recent waves and research of one market' })
  async marketInsights(@Args() { service }: MarketInsightsArgs, @Ctx() ctx: SearchContext): Promise<MarketInsights> {
    const [waves, research] = await Promise.all([ask(ctx, recentWavesCall(service)), ask(ctx, marketResearchCall(service))]);
    return {
      service,
      label: marketInsightsService(service)!.label,
      recentWaves: waves.content.map(searchCardOf),
      research: research.content.map(searchCardOf),
    };
  }

  @Query(() => InsightListResults, { description: 'Analyst relations research of a market by phase (Define, Apply, Accelerate)' })
  async analystRelations(@Arg('input', () => AnalystRelationsInput, { description: 'The market and filters of the listing, and the page to return' }) input: AnalystRelationsInput, @Ctx() ctx: SearchContext): Promise<InsightListResults> {
    return listResultsOf(await ask(ctx, analystRelationsCall(input)));
  }

  @Query(() => InsightListResults, { description: 'Further research of a priority by phase (Define, Apply, Accelerate)' })
  async priorityResearch(@Arg('input', () => PriorityResearchInput, { description: 'The priority and filters of the listing, and the page to return' }) input: PriorityResearchInput, @Ctx() ctx: SearchContext): Promise<InsightListResults> {
    return listResultsOf(await ask(ctx, priorityResearchCall(input)));
  }
}
