// appconfig (spec 2 §7): the feature flags for an environment, application and configuration.
// One deployment serves one set, fixed at start-up from the defaults and FEATURE_FLAGS, so the
// query parameters are accepted and echoed for logging but do not select anything.
import type { Router } from 'express';
import { appconfigContracts } from '@portal/contracts';
import type { FeatureFlagValues } from '@portal/domain';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';

export const APPCONFIG_SERVICE_PATH = appconfigContracts.featureFlags.prefix;

export function appconfigRouter(flags: FeatureFlagValues): Router {
  const router = serviceRouter();
  serveContract(router, appconfigContracts.featureFlags, (_input, _req, res) => {
    cachePublic(res);
    return { flags };
  });
  return router;
}
