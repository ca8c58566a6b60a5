import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { TECHNOLOGY_IP_TYPES, TECHNOLOGY_SORTS } from '@portal/domain';

export const MAX_TECHNOLOGY_PAGE = 1000;
export const MAX_TECHNOLOGY_QUERY_LENGTH = 200;
const SORT_IDS = TECHNOLOGY_SORTS.map((sort) => sort.id);

@InputType({ description: 'The state of /insights/technology-landscapes-and-waves (spec 3 §4, §5, §9)' })
export class TechnologySearchInput {
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

  @Field(() => Int, { nullable: true, description: '1-based, default 1' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_TECHNOLOGY_PAGE, { message: `page must be ${MAX_TECHNOLOGY_PAGE} or less` })
  page?: number | null;
}

@ArgsType()
export class TechnologySearchArgs {
  @Field(() => TechnologySearchInput)
  @ValidateNested()
  input!: TechnologySearchInput;
}
