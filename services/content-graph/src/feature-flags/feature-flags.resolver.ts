import { Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { FeatureFlags } from './feature-flags.type.js';

@Resolver(() => FeatureFlags)
export class FeatureFlagsResolver {
  // All off when appconfig fails, the report redesign always on (graph-kit AppConfigApi).
  @Query(() => FeatureFlags, { description: 'The feature flags that change what the portal shows' })
  async featureFlags(@Ctx() ctx: ContentContext): Promise<FeatureFlags> {
    return new FeatureFlags(await ctx.appConfig.featureFlags());
  }
}
