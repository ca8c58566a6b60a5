import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { RelatedWebinars } from './related-webinars.type.js';
import { Webinar } from './webinar.type.js';
import type { WebinarDto } from '@portal/contracts';

/** How many of each list a webinar page shows. */
export const RELATED_WEBINARS_SIZE = 3;

@Resolver(() => Webinar)
export class RelatedWebinarsResolver {
  // One call for both lists; the webinars it returns fill the loader, so references to them later
  // in the request cost nothing.
  @FieldResolver(() => RelatedWebinars, { description: 'Other webinars on the same topics' })
  async relatedWebinars(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<{ upcoming: WebinarDto[]; ondemand: WebinarDto[] }> {
    const related = await ctx.webinars.related(webinar.contentId, RELATED_WEBINARS_SIZE);
    for (const item of [...related.upcoming, ...related.ondemand]) ctx.loaders.webinar.prime(item.contentId, item);
    return related;
  }
}
