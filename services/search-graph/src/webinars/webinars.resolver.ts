import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { WEBINAR_PAGE_SIZE } from '@portal/domain';
import type { SearchContext } from '../context.js';
import { WebinarListInput } from './webinars.args.js';
import { WebinarListResults } from './webinars.type.js';
import { pageOf } from '../paging/page.type.js';

@Resolver()
export class WebinarsResolver {
  @Query(() => WebinarListResults, { description: 'One page of webinars or peer discussions by tab (spec 3 §7 getWebinarsByType)' })
  async webinars(@Arg('input', () => WebinarListInput, { description: 'The filters and page of the webinars listing' }) input: WebinarListInput, @Ctx() ctx: SearchContext): Promise<WebinarListResults> {
    const answer = await ctx.webinars.list({ type: input.type, webinarType: input.webinarType ?? 'webinar', page: input.page ?? 1, size: WEBINAR_PAGE_SIZE });
    // References only: content-graph resolves them (one batch per page) through the gateway.
    return pageOf(answer, WEBINAR_PAGE_SIZE, (webinar) => ({ id: webinar.id }));
  }
}
