import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import type { SearchContext } from '../context.js';
import { searchCardOf } from './search.mapper.js';
import { SearchCard, SearchResults } from './search.type.js';
import { chartsAndFiguresRequestOf, spotlightRequestOf } from './searchPreviews.js';

// Each preview is asked only when the page selects it. A preview that fails leaves the results
// standing: it is logged and shown empty, like any quiet part of the page.
@Resolver(() => SearchResults)
export class SearchPreviewsResolver {
  @FieldResolver(() => [Analyst], { description: 'All tab, page 1: up to 3 analysts matching the query (empty otherwise)' })
  async spotlight(@Root() results: SearchResults, @Ctx() ctx: SearchContext): Promise<Analyst[]> {
    const request = spotlightRequestOf(results.searchQuery);
    if (!request) return [];
    try {
      const answer = await ctx.analysts.search(request);
      return answer.content.slice(0, request.size).map((analyst) => ({ id: analyst.contentId }));
    } catch (error) {
      ctx.logger.warn({ err: error }, 'analyst spotlight failed; shown empty');
      return [];
    }
  }

  @FieldResolver(() => [SearchCard], { description: 'All tab, page 1: the first 2 charts and figures of the same search (empty otherwise)' })
  async chartsAndFigures(@Root() results: SearchResults, @Ctx() ctx: SearchContext): Promise<SearchCard[]> {
    const request = chartsAndFiguresRequestOf(results.searchQuery);
    if (!request) return [];
    try {
      const answer = await ctx.search.search(request.params, request.body);
      return answer.content.map(searchCardOf);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'charts and figures preview failed; shown empty');
      return [];
    }
  }
}
