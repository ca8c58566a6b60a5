// appconfig (spec 2 §7): the feature flags for an environment, application and configuration.
// One deployment serves one set, fixed at start-up from the defaults and FEATURE_FLAGS, so the
// query parameters are accepted and echoed for logging but do not select anything.
import type { Router } from 'express';
import type { FeatureFlagsDto, FeatureFlagValues } from '@portal/domain';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';

export const APPCONFIG_SERVICE_PATH = '/appconfig/api/v1';

export function appconfigRouter(flags: FeatureFlagValues): Router {
  const router = serviceRouter();
  const body: FeatureFlagsDto = { flags };
  router.get('/featureflags', (_req, res) => {
    cachePublic(res);
    res.json(body);
  });
  return router;
}
