import type { FeatureFlagsDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

/** Which flag set to ask for (spec 2 §7: environment, application, configuration). */
const FLAG_SET = new URLSearchParams({
  environment: process.env.APP_ENVIRONMENT ?? 'production',
  application: 'research-portal',
  configuration: 'web',
});

export class AppConfigApi extends PortalRestDataSource {
  featureFlags(): Promise<FeatureFlagsDto> {
    return this.getJson<FeatureFlagsDto>(`/appconfig/api/v1/featureflags?${FLAG_SET}`, { cache: { ttl: CACHE_TTL.featureFlags } });
  }
}
