import { ArrayMaxSize, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { TECHNOLOGY_IP_TYPES, TECHNOLOGY_SORTS } from '@portal/domain';
import { PageInput } from '../paging/page.input.js';

export const MAX_TECHNOLOGY_QUERY_LENGTH = 200;
const SORT_IDS = TECHNOLOGY_SORTS.map((sort) => sort.id);

@InputType({ description: 'The state of /insights/technology-landscapes-and-waves (spec 3 §4, §5, §9)' })
export class TechnologySearchInput extends PageInput {
  @Field(() => String, { nullable: true, description: 'Keyword; trimmed' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TECHNOLOGY_QUERY_LENGTH, { message: `query must be at most ${MAX_TECHNOLOGY_QUERY_LENGTH} characters` })
  query?: string | null;

  @Field(() => String, { nullable: true, description: "'date', 'relevance', 'name-asc' or 'name-desc'; default relevance with a keyword, else date" })
  @IsOptional()
  @IsIn(SORT_IDS, { message: `sort must be one of ${SORT_IDS.join(', ')}` })
  sort?: string | null;

  @Field(() => [String], { nullable: true, description: "'wave' and/or 'landscape': items with a latest Wave or Landscape" })
  @IsOptional()
  @ArrayMaxSize(TECHNOLOGY_IP_TYPES.length)
  @IsIn(TECHNOLOGY_IP_TYPES, { each: true, message: 'ipTypes must be wave or landscape' })
  ipTypes?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'true: emerging technologies only' })
  @IsOptional()
  @IsBoolean()
  emergingOnly?: boolean | null;
}
