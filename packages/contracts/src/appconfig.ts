// appconfig (spec 2 §7): the feature flags for an environment, application and configuration.
import type { output } from 'zod';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';

export const featureFlagsSchema = z.object({ flags: z.record(z.string(), z.boolean()) });
export type FeatureFlagsDto = output<typeof featureFlagsSchema>;

export const appconfigContracts = defineContracts('appconfig', '/appconfig/api/v1', {
  // The parameters are accepted and echoed for logging; one deployment serves one set of flags.
  featureFlags: {
    method: 'GET',
    path: '/featureflags',
    query: z.object({ environment: z.string().optional(), application: z.string().optional(), configuration: z.string().optional() }),
    response: featureFlagsSchema,
  },
});
