import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PageInput } from '../paging/page.input.js';

// Limits that keep oversized input away from the analyst service; the tab is checked in the
// resolver, where an unknown one is the spec's 'Invalid tab selection'.
export const MAX_ANALYST_QUERY_LENGTH = 200;
export const MAX_ANALYST_FILTER_VALUES = 50;
export const MAX_ANALYST_FILTER_VALUE_LENGTH = 200;

@InputType({ description: 'The state of /analysts (spec 2 §3 analyst directory)' })
export class AnalystSearchInput extends PageInput {
  @Field(() => String, { nullable: true, description: 'Words found in the name, title, bio or topics' })
  @IsOptional()
  @MaxLength(MAX_ANALYST_QUERY_LENGTH, { message: `The search query must be ${MAX_ANALYST_QUERY_LENGTH} characters or fewer` })
  query?: string | null;

  @Field(() => [String], { nullable: true, description: 'Industries (OR-ed)' })
  @IsOptional()
  @ArrayMaxSize(MAX_ANALYST_FILTER_VALUES, { message: `A filter takes at most ${MAX_ANALYST_FILTER_VALUES} values` })
  @MaxLength(MAX_ANALYST_FILTER_VALUE_LENGTH, { each: true, message: `A filter value must be ${MAX_ANALYST_FILTER_VALUE_LENGTH} characters or fewer` })
  industry?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Regions (OR-ed)' })
  @IsOptional()
  @ArrayMaxSize(MAX_ANALYST_FILTER_VALUES, { message: `A filter takes at most ${MAX_ANALYST_FILTER_VALUES} values` })
  @MaxLength(MAX_ANALYST_FILTER_VALUE_LENGTH, { each: true, message: `A filter value must be ${MAX_ANALYST_FILTER_VALUE_LENGTH} characters or fewer` })
  region?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Topics (OR-ed)' })
  @IsOptional()
  @ArrayMaxSize(MAX_ANALYST_FILTER_VALUES, { message: `A filter takes at most ${MAX_ANALYST_FILTER_VALUES} values` })
  @MaxLength(MAX_ANALYST_FILTER_VALUE_LENGTH, { each: true, message: `A filter value must be ${MAX_ANALYST_FILTER_VALUE_LENGTH} characters or fewer` })
  topic?: string[] | null;

  @Field(() => String, { nullable: true, description: "The directory tab: 'all' (default); any other is 'Invalid tab selection'" })
  tab?: string | null;
}
