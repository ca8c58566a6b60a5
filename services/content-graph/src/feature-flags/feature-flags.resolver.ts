import { Ctx, Query, Resolver } from 'type-graphql';
import { FEATURE_FLAGS_WHEN_UNAVAILABLE, withForcedFlags } from '@portal/domain';
import type { ContentContext } from '../context.js';
import { FeatureFlags } from './feature-flags.type.js';

@Resolver(() => FeatureFlags)
export class FeatureFlagsResolver {
  // Spec 2 §8: a failed fetch means the defaults, all off; §4: the report redesign stays on.
  @Query(() => FeatureFlags)
  async featureFlags(@Ctx() ctx: ContentContext): Promise<FeatureFlags> {
    try {
      const { flags } = await ctx.appConfig.featureFlags();
      return new FeatureFlags(withForcedFlags(flags));
    } catch (error) {
      ctx.logger.error({ err: error }, 'feature flags fetch failed; using the defaults');
      return new FeatureFlags(withForcedFlags(FEATURE_FLAGS_WHEN_UNAVAILABLE));
    }
  }
}
