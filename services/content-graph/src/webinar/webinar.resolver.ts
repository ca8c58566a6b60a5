import { Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import type { ContentContext } from '../context.js';
import { WebinarArgs } from './webinar.args.js';
import { Webinar } from './webinar.type.js';
import type { WebinarDto } from '@portal/contracts';

// A Webinar's source object is the webinar service's WebinarDto.
@Resolver(() => Webinar)
export class WebinarResolver {
  @Query(() => Webinar, { nullable: true, description: 'A webinar or peer discussion by id (WEB…)' })
  async webinar(@Args() { id }: WebinarArgs, @Ctx() ctx: ContentContext): Promise<WebinarDto> {
    const webinar = await ctx.webinars.getById(id);
    ctx.loaders.webinar.prime(webinar.contentId, webinar);
    return webinar;
  }

  @FieldResolver(() => ID)
  id(@Root() webinar: WebinarDto): string {
    return webinar.contentId;
  }

  /** Through the request's analyst loader: every host on a page of cards costs one batch call. */
  @FieldResolver(() => [Analyst])
  hostAnalysts(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, webinar.hostAnalysts.map((host) => host.contentId));
  }
}
