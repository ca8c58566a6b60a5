import { Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { SurveyArgs } from './survey.args.js';
import { Survey } from './survey.type.js';
import type { SurveyDto } from '@portal/contracts';

@Resolver(() => Survey)
export class SurveyResolver {
  @Query(() => Survey, { nullable: true, description: 'A survey by id (SUS…), for /surveys/{slug}/{id}' })
  async survey(@Args() { id }: SurveyArgs, @Ctx() ctx: ContentContext): Promise<SurveyDto> {
    const survey = await ctx.surveys.getById(id);
    ctx.loaders.survey.prime(survey.contentId, survey);
    return survey;
  }

  @FieldResolver(() => ID)
  id(@Root() survey: SurveyDto): string {
    return survey.contentId;
  }
}
