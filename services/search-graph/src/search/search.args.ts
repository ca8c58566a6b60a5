import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MAX_SEARCH_FILTER_VALUES, MAX_SEARCH_FILTER_VALUE_LENGTH, MAX_SEARCH_QUERY_LENGTH } from '@portal/contracts';

// Values outside what the portal offers (an unknown tab, sort, day count or facet value) are not
// errors: the domain normaliser drops them, as it does for a hand-edited URL. The limits here only
// keep oversized input away from the search service. (type-graphql builds the nested inputs as
// instances of these classes, so @ValidateNested reaches their rules.)
// The search-service's own limits (its contract's), so what passes here passes there.
export const MAX_QUERY_LENGTH = MAX_SEARCH_QUERY_LENGTH;
export const MAX_FILTERS = 20;
export const MAX_FILTER_VALUES = MAX_SEARCH_FILTER_VALUES;
export const MAX_FILTER_VALUE_LENGTH = MAX_SEARCH_FILTER_VALUE_LENGTH;

@InputType({ description: 'A facet filter: values of one facet are OR-ed, facets are AND-ed' })
export class FacetFilterInput {
  @Field({ description: 'The facet to filter on (as in SearchResults.aggregations)' })
  @MaxLength(MAX_FILTER_VALUE_LENGTH, { message: `A facet name must be ${MAX_FILTER_VALUE_LENGTH} characters or fewer` })
  name!: string;

  @Field(() => [String], { description: 'The facet values to keep' })
  @ArrayMaxSize(MAX_FILTER_VALUES, { message: `A facet filter takes at most ${MAX_FILTER_VALUES} values` })
  @MaxLength(MAX_FILTER_VALUE_LENGTH, { each: true, message: `A facet value must be ${MAX_FILTER_VALUE_LENGTH} characters or fewer` })
  values!: string[];
}

@InputType({ description: 'The search state of /allSearch; every field optional, invalid values dropped' })
export class SearchInput {
  @Field(() => String, { description: 'The search text', nullable: true })
  @IsOptional()
  @MaxLength(MAX_QUERY_LENGTH, { message: `The search query must be ${MAX_QUERY_LENGTH} characters or fewer` })
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'allResults (default), reports, tools, events, audio, video, blogs, playbooks, analytics, chartsAndFigures' })
  activeTab?: string | null;

  @Field(() => String, { nullable: true, description: 'relevance (default) or date' })
  sortType?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'default true' })
  accessOnly?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'default true' })
  isFuzzyNeeded?: boolean | null;

  @Field(() => Int, { nullable: true, description: '30, 180, 365 or 730; replaces the dates' })
  publishedSinceInDays?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  publishedDateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  publishedDateTo?: string | null;

  @Field(() => Int, { nullable: true, description: '1-based, default 1' })
  page?: number | null;

  @Field(() => [FacetFilterInput], { description: 'Facet filters to narrow the results', nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTERS, { message: `A search takes at most ${MAX_FILTERS} facet filters` })
  @ValidateNested({ each: true })
  filters?: FacetFilterInput[] | null;
}

@ArgsType()
export class SearchSuggestionsArgs {
  @Field({ description: 'What the reader has typed so far' })
  @MaxLength(MAX_QUERY_LENGTH, { message: `The search query must be ${MAX_QUERY_LENGTH} characters or fewer` })
  query!: string;
}
