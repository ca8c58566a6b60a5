// appconfig's feature flags (spec 2 §6, §7), as every subgraph reads them. The flags are the same
// for every caller, so they are kept a minute in the shared cache whoever asks (the HTTP cache
// below is bypassed for signed-in users); when appconfig fails they are all off (spec 2 §8), and
// release_Report_Redesign is on whatever it says (spec 2 §4).
import { appconfigContracts } from '@portal/contracts';
import { FEATURE_FLAGS_WHEN_UNAVAILABLE, withForcedFlags, type FeatureFlagValues } from '@portal/domain';
import type { RequestIdentity } from './portalRestDataSource.js';
import { PortalRestDataSource } from './portalRestDataSource.js';
import type { RestTransport } from './restTransport.js';

/** A flag flipped by operators reaches every subgraph within a minute. */
export const FEATURE_FLAGS_TTL_SECONDS = 60;

export class AppConfigApi extends PortalRestDataSource {
  private readonly shared: RestTransport['cache'];

  /** `configuration`: which part of the portal asks (spec 2 §7's configuration parameter). */
  constructor(
    transport: RestTransport,
    identity: RequestIdentity,
    private readonly configuration: string,
  ) {
    super(transport, identity);
    this.shared = transport.cache;
  }

  async featureFlags(): Promise<FeatureFlagValues> {
    const key = `feature-flags:${this.configuration}`;
    const cached = await this.shared.get(key);
    if (cached !== undefined) return JSON.parse(cached) as FeatureFlagValues;
    try {
      const { flags } = await this.callContract(
        appconfigContracts.featureFlags,
        { query: { environment: process.env.APP_ENVIRONMENT ?? 'production', application: 'research-portal', configuration: this.configuration } },
        { cache: false },
      );
      if (typeof flags !== 'object' || flags === null) throw new Error('appconfig answered without flags');
      const resolved = withForcedFlags(flags);
      await this.shared.set(key, JSON.stringify(resolved), { ttl: FEATURE_FLAGS_TTL_SECONDS });
      return resolved;
    } catch (error) {
      this.logger.error(`feature flags unavailable, all off: ${error instanceof Error ? error.message : String(error)}`);
      return withForcedFlags(FEATURE_FLAGS_WHEN_UNAVAILABLE);
    }
  }
}
