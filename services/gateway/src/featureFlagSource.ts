// The feature flags the gateway itself needs (the /surveys redirect), read from appconfig like the
// content graph does and kept for a minute. Spec 2 §8: when they cannot be fetched, all are off.
import { FEATURE_FLAGS_WHEN_UNAVAILABLE, withForcedFlags, type FeatureFlagsDto, type FeatureFlagValues } from '@portal/domain';
import type { Logger } from 'pino';

export type FeatureFlagSource = () => Promise<FeatureFlagValues>;

const FLAGS_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

export function featureFlagSource({ upstreamUrl, logger, ttlMs = FLAGS_TTL_MS }: { upstreamUrl: string; logger: Logger; ttlMs?: number }): FeatureFlagSource {
  let cached: { flags: FeatureFlagValues; expiresAt: number } | undefined;
  let inFlight: Promise<FeatureFlagValues> | undefined;

  async function fetchFlags(): Promise<FeatureFlagValues> {
    try {
      const response = await fetch(`${upstreamUrl}/appconfig/api/v1/featureflags?application=research-portal&configuration=gateway`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`appconfig answered ${response.status}`);
      const { flags } = (await response.json()) as FeatureFlagsDto;
      return withForcedFlags(flags);
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
