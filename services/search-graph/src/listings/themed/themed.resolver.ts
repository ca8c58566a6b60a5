import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { FACET_NAMES, themedListingOf, themedListingPage, themedListingShown } from '@portal/domain';
import type { SearchContext } from '../../context.js';
import type { SearchBody, SearchParams } from '@portal/contracts';
import { searchCardOf } from '../../search/search.mapper.js';
import { ThemedListingInput } from './themed.args.js';
import { ThemedListingResults } from './themed.type.js';

@Resolver()
export class ThemedListingResolver {
  @Query(() => ThemedListingResults, { description: 'A themed listing /insights/{slug}: the newest content matching its fixed filter' })
  async themedListing(@Arg('input', () => ThemedListingInput, { description: 'The theme and filters of the listing, and the page to return' }) input: ThemedListingInput, @Ctx() ctx: SearchContext): Promise<ThemedListingResults> {
    // The slug was checked against the table by the args' validation.
    const theme = themedListingOf(input.slug)!;
    const step = input.step ?? 0;
    const { page, size } = themedListingPage(step);
    const params: SearchParams = {
      query: '',
      type: theme.contentTypes.join(','),
      // A listing shows everything it holds; the card says what needs a subscription.
      accessOnly: 'false',
      page: String(page),
      size: String(size),
      sortType: 'date',
      sortOrder: 'desc',
      isFuzzyNeeded: 'false',
    };
    // Facets in the search mapper's fixed order: one theme, one body, one cache key.
    const termFilters = Object.fromEntries(FACET_NAMES.filter((name) => theme.filters[name]?.length).map((name) => [name, [...theme.filters[name]!]]));
    const body: SearchBody = { filters: { termFilters } };
    const answer = await ctx.search.search(params, body);
    return {
      slug: theme.slug,
      eyebrow: theme.eyebrow,
      title: theme.title,
      description: theme.description,
      breadcrumb: theme.breadcrumb,
      step,
      itemsTotal: answer.totalElements,
      loadMore: themedListingShown(step, answer.totalElements) < answer.totalElements,
      cards: answer.content.map(searchCardOf),
    };
  }
}
