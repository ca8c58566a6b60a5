import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { SURVEY_PUBLISHED_SINCE_DAYS, SURVEY_QUERY_MAX_LENGTH, SURVEY_SORT_VALUES, SURVEY_TAB_IDS } from '@portal/domain';
import { PageInput } from '../../paging/page.input.js';

@InputType({ description: 'The state of /surveys/{tab} (spec 3 §2, §5, §9)' })
export class SurveyListInput extends PageInput {
  @Field(() => String, { description: "'business' or 'consumer'" })
  @IsIn(SURVEY_TAB_IDS, { message: `tab must be one of ${SURVEY_TAB_IDS.join(', ')}` })
  tab!: string;

  @Field(() => String, { nullable: true, description: 'Words searched; trimmed' })
  @IsOptional()
  @IsString()
  @MaxLength(SURVEY_QUERY_MAX_LENGTH + 100, { message: `query must be at most ${SURVEY_QUERY_MAX_LENGTH} characters` })
  query?: string | null;

  @Field(() => String, { nullable: true, description: "'date' (Publish Date, default), 'relevance', 'name-asc' (Name A-Z) or 'name-desc' (Name Z-A)" })
  @IsOptional()
  @IsIn(SURVEY_SORT_VALUES, { message: `sort must be one of ${SURVEY_SORT_VALUES.join(', ')}` })
  sort?: string | null;

  @Field(() => Int, { nullable: true, description: '30 (default), 180, 365 or -1 for any time' })
  @IsOptional()
  @IsIn(SURVEY_PUBLISHED_SINCE_DAYS, { message: `publishedSinceInDays must be one of ${SURVEY_PUBLISHED_SINCE_DAYS.join(', ')}` })
  publishedSinceInDays?: number | null;
}
