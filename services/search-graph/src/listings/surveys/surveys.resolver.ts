import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import {
  SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS, SURVEY_PAGE_SIZE, normalizeSurveyQuery, surveySortOption, type SurveyTabId,
} from '@portal/domain';
import type { SearchContext } from '../../context.js';
import { SurveyListInput } from './surveys.args.js';
import { SurveyListResults } from './surveys.type.js';
import { pageOf } from '../../paging/page.type.js';

@Resolver()
export class SurveysResolver {
  @Query(() => SurveyListResults, { description: 'One page of a survey tab (/surveys/{tab}): search, sort, publication window' })
  async surveys(@Arg('input', () => SurveyListInput, { description: 'The filters and page of the surveys listing' }) input: SurveyListInput, @Ctx() ctx: SearchContext): Promise<SurveyListResults> {
    const query = normalizeSurveyQuery(input.query);
    const sort = surveySortOption(input.sort ?? 'date')!;
    const publishedSinceInDays = input.publishedSinceInDays ?? SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS;
    const answer = await ctx.listings.surveys({
      surveyType: input.tab as SurveyTabId,
      query,
      sortType: sort.sortType,
      sortOrder: sort.sortOrder,
      publishedSinceInDays,
      page: input.page ?? 1,
      size: SURVEY_PAGE_SIZE,
    });
    return { tab: input.tab, query, sort: sort.value, publishedSinceInDays, ...pageOf(answer, SURVEY_PAGE_SIZE, (survey) => ({ id: survey.id })) };
  }
}
