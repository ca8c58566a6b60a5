import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import type { ContentContext } from '../context.js';
import { WebinarArgs } from './webinar.args.js';
import { Webinar } from './webinar.type.js';
import type { WebinarDto } from '@portal/contracts';

// A Webinar's source object is the webinar service's WebinarDto.
@Resolver(() => Webinar)
export class WebinarResolver extends ByIdResolver<WebinarDto>({
  type: Webinar, args: WebinarArgs, query: 'webinar', description: 'A webinar or peer discussion by id (WEB…)',
  fetch: (ctx, id) => ctx.webinars.getById(id), loader: (ctx) => ctx.loaders.webinar, key: (webinar) => webinar.contentId,
}) {
  /** Through the request's analyst loader: every host on a page of cards costs one batch call. */
  @FieldResolver(() => [Analyst])
  hostAnalysts(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, webinar.hostAnalysts.map((host) => host.contentId));
  }
}
