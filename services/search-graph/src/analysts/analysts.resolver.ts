import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { SearchContext } from '../context.js';
import { AnalystSearchInput } from './analysts.args.js';
import { analystSearchRequestOf, analystSearchResultsOf, checkDirectoryTab } from './analysts.mapper.js';
import { AnalystSearchResults } from './analysts.type.js';

@Resolver()
export class AnalystsResolver {
  @Query(() => AnalystSearchResults, { description: 'One page of the analyst directory (/analysts)' })
  async analysts(@Arg('input', () => AnalystSearchInput, { description: 'The search text, filters and page of the analyst directory' }) input: AnalystSearchInput, @Ctx() ctx: SearchContext): Promise<AnalystSearchResults> {
    checkDirectoryTab(input.tab);
    const request = analystSearchRequestOf(input);
    return analystSearchResultsOf(request, await ctx.analysts.search(request));
  }
}
