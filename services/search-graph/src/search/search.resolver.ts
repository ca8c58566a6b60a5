import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { SearchContext } from '../context.js';
import { SearchInput, SearchSuggestionsArgs } from './search.args.js';
import { searchQueryFromInput, searchRequestOf, searchResultsOf } from './search.mapper.js';
import { SearchResults } from './search.type.js';

/** Spec 2 §7: the header box shows 4 suggestions. */
export const SUGGESTION_COUNT = 4;

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, { description: 'One page of /allSearch: cards of the active tab, facets, fuzzy correction' })
  async search(@Arg('input', () => SearchInput, { description: 'The search text, filters, sort order and page' }) input: SearchInput, @Ctx() ctx: SearchContext): Promise<SearchResults> {
    const query = searchQueryFromInput(input);
    const { params, body } = searchRequestOf(query);
    return { ...searchResultsOf(query, await ctx.search.search(params, body)), searchQuery: query };
  }

  @Query(() => [String], { description: 'Up to 4 completions of what has been typed' })
  async searchSuggestions(@Args() { query }: SearchSuggestionsArgs, @Ctx() ctx: SearchContext): Promise<string[]> {
    const text = query.trim();
    // Nothing typed, nothing to complete: no call.
    if (text === '') return [];
    const suggestions = await ctx.search.suggestions(text, SUGGESTION_COUNT);
    return suggestions.slice(0, SUGGESTION_COUNT);
  }
}
