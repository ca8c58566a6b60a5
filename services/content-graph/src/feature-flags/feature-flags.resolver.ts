import { Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { FeatureFlags } from './feature-flags.type.js';

@Resolver(() => FeatureFlags)
export class FeatureFlagsResolver {
  // All off when appconfig fails, the report redesign always on (graph-kit AppConfigApi).
  @Query(() => FeatureFlags)
  async featureFlags(@Ctx() ctx: ContentContext): Promise<FeatureFlags> {
    return new FeatureFlags(await ctx.appConfig.featureFlags());
  }
}
