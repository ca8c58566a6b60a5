import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { WEBINAR_PAGE_SIZE } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { WebinarsArgs } from './webinars.args.js';
import { WebinarListResults } from './webinars.type.js';

@Resolver()
export class WebinarsResolver {
  @Query(() => WebinarListResults, { description: 'One page of webinars or peer discussions by tab (spec 3 §7 getWebinarsByType)' })
  async webinars(@Args() { input }: WebinarsArgs, @Ctx() ctx: SearchContext): Promise<WebinarListResults> {
    const answer = await ctx.webinars.list({ type: input.type, webinarType: input.webinarType ?? 'webinar', page: input.page ?? 1, size: WEBINAR_PAGE_SIZE });
    const totalPages = Math.ceil(answer.totalElements / WEBINAR_PAGE_SIZE);
    return {
      page: answer.page,
      totalPages,
      itemsTotal: answer.totalElements,
      loadMore: answer.page < totalPages,
      // References only: content-graph resolves them (one batch per page) through the gateway.
      cards: answer.content.map((webinar) => ({ id: webinar.id })),
    };
  }
}
