// The feature flags the gateway itself needs (the /surveys redirect), read through the gateway's
// own GraphQL runtime from content-graph's featureFlags (which reads appconfig) and kept for a
// minute. Spec 2 §8: when they cannot be fetched, all are off.
import { FEATURE_FLAGS_WHEN_UNAVAILABLE, withForcedFlags, type FeatureFlagValues } from '@portal/domain';
import type { Logger } from 'pino';
import type { OwnGraphql } from './ownGraphql.js';

export type FeatureFlagSource = () => Promise<FeatureFlagValues>;

const FLAGS_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

export const GATEWAY_FLAGS_QUERY = 'query GatewayFeatureFlags { featureFlags { surveyModuleIntegration } }';

export function featureFlagSource({ graphql, logger, ttlMs = FLAGS_TTL_MS }: { graphql: OwnGraphql; logger: Logger; ttlMs?: number }): FeatureFlagSource {
  let cached: { flags: FeatureFlagValues; expiresAt: number } | undefined;
  let inFlight: Promise<FeatureFlagValues> | undefined;

  async function fetchFlags(): Promise<FeatureFlagValues> {
    try {
      const answer = graphql<{ featureFlags: { surveyModuleIntegration: boolean } }>(GATEWAY_FLAGS_QUERY, {}, { user: null });
      const { data, errors } = await Promise.race([
        answer,
        new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no flags within ${FETCH_TIMEOUT_MS} ms`)), FETCH_TIMEOUT_MS).unref()),
      ]);
      if (!data?.featureFlags) throw new Error(`featureFlags failed: ${errors?.[0]?.message ?? 'no data'}`);
      return withForcedFlags({ ...FEATURE_FLAGS_WHEN_UNAVAILABLE, release_Survey_Module_Integration: data.featureFlags.surveyModuleIntegration });
    } catch (error) {
      logger.error({ err: error }, 'feature flags fetch failed; using the defaults');
      return withForcedFlags(FEATURE_FLAGS_WHEN_UNAVAILABLE);
    }
  }

  return async () => {
    if (cached && cached.expiresAt > Date.now()) return cached.flags;
    // One fetch however many requests arrive while it runs.
    inFlight ??= fetchFlags().then((flags) => {
      cached = { flags, expiresAt: Date.now() + ttlMs };
      inFlight = undefined;
      return flags;
    });
    return inFlight;
  };
}
