import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { SearchContext } from '../context.js';
import { AnalystsArgs } from './analysts.args.js';
import { analystSearchRequestOf, analystSearchResultsOf, checkDirectoryTab } from './analysts.mapper.js';
import { AnalystSearchResults } from './analysts.type.js';

@Resolver()
export class AnalystsResolver {
  @Query(() => AnalystSearchResults, { description: 'One page of the analyst directory (/analysts)' })
  async analysts(@Args() { input }: AnalystsArgs, @Ctx() ctx: SearchContext): Promise<AnalystSearchResults> {
    checkDirectoryTab(input.tab);
    const request = analystSearchRequestOf(input);
    return analystSearchResultsOf(request, await ctx.analysts.search(request));
  }
}
