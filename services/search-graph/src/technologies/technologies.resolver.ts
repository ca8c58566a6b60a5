import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { TECHNOLOGY_PAGE_SIZE, TECHNOLOGY_SORTS, defaultTechnologySort, isTechnologySortId, technologyResultCaption, type TechnologyIpType } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { TechnologySearchInput } from './technologies.args.js';
import { TechnologySearchResults } from './technologies.type.js';
import { pageOf } from '../paging/page.type.js';

/** The catalogue of the provider's main product; the search type is `{product}-techcategory`. */
export const TECHNOLOGY_PRODUCT = 'fd';

@Resolver()
export class TechnologiesResolver {
  @Query(() => TechnologySearchResults, { description: 'The technology catalogue search (spec 3 §5, §7)' })
  async technologies(@Arg('input', () => TechnologySearchInput, { description: 'The search text, filters and page of the technology directory' }) input: TechnologySearchInput, @Ctx() ctx: SearchContext): Promise<TechnologySearchResults> {
    const query = (input.query ?? '').trim();
    const sortId = input.sort && isTechnologySortId(input.sort) ? input.sort : defaultTechnologySort(query);
    const sort = TECHNOLOGY_SORTS.find((s) => s.id === sortId)!;
    const answer = await ctx.technologies.search({
      product: TECHNOLOGY_PRODUCT,
      query,
      page: input.page ?? 1,
      size: TECHNOLOGY_PAGE_SIZE,
      sortType: sort.sortType,
      sortOrder: sort.sortOrder,
      ipType: (input.ipTypes ?? []) as TechnologyIpType[],
      isEmergingTechnology: input.emergingOnly ? true : null,
    });
    return {
      caption: technologyResultCaption(answer.totalElements),
      sort: sortId,
      query,
      // References only: content-graph resolves them (one batch per page) through the gateway.
      ...pageOf(answer, TECHNOLOGY_PAGE_SIZE, (item) => ({ id: item.contentId })),
    };
  }
}
