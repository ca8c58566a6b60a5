import { Resolver } from 'type-graphql';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import { SurveyArgs } from './survey.args.js';
import { Survey } from './survey.type.js';
import type { SurveyDto } from '@portal/contracts';

// A Survey's source object is the survey service's SurveyDto.
@Resolver(() => Survey)
export class SurveyResolver extends ByIdResolver<SurveyDto>({
  type: Survey, args: SurveyArgs, query: 'survey', description: 'A survey by id (SUS…), for /surveys/{slug}/{id}',
  fetch: (ctx, id) => ctx.surveys.getById(id), loader: (ctx) => ctx.loaders.survey, key: (survey) => survey.contentId,
}) {}
