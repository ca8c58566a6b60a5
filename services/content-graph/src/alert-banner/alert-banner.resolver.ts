import { Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { toAlertBanner } from './alert-banner.mapper.js';
import { AlertBanner } from './alert-banner.type.js';

@Resolver(() => AlertBanner)
export class AlertBannerResolver {
  // Spec 1 §4: only the first banner is used. Spec 1 §8: a failed banner fetch is reported and
  // must not break the page, so it is logged and the page gets no banner.
  @Query(() => AlertBanner, { nullable: true, description: 'The site-wide alert banner, when one is up' })
  async alertBanner(@Ctx() ctx: ContentContext): Promise<AlertBanner | null> {
    try {
      const [first] = await ctx.content.alertBanners();
      return first ? toAlertBanner(first) : null;
    } catch (error) {
      ctx.logger.error({ err: error }, 'alert banner fetch failed');
      return null;
    }
  }
}
