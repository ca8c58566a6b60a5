import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MAX_ANALYST_FILTER_VALUE_LENGTH, MAX_ANALYST_FILTER_VALUES, MAX_ANALYST_QUERY_LENGTH } from '@portal/contracts';
import { PageInput } from '../paging/page.input.js';

// The analyst service's own limits (its contract), so oversized input never reaches it; the tab is
// checked in the resolver, where an unknown one is the spec's 'Invalid tab selection'.

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
