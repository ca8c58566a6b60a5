// permission-service (spec 2 §6, §7; issue #12): whether the signed-in reader may use a feature.
// Only the AI assistant (feature=izola) is known: hasAccess is @portal/domain's hasAiAccess, from
// the reader's subscriptions in the user store and the release_{product}_ai_access flags. A
// visitor gets 401 (the permission is checked only when signed in), an unknown feature 400.
import type { output } from 'zod';
import { ASSISTANT_FEATURES, FEATURE_REQUIRED_MESSAGE, unknownFeatureMessage, z } from '@portal/domain';
import { defineContracts } from './contract.js';

export const featurePermissionSchema = z.object({ hasAccess: z.boolean() });
export type FeaturePermissionDto = output<typeof featurePermissionSchema>;

export const permissionContracts = defineContracts('permission', '/permission-service/api/v1', {
  featurePermissions: {
    method: 'GET',
    path: '/features/permissions',
    query: z.object({
      feature: z
        .string({ error: FEATURE_REQUIRED_MESSAGE })
        .refine((feature) => (ASSISTANT_FEATURES as readonly string[]).includes(feature), { error: (issue) => unknownFeatureMessage(String(issue.input)) }),
    }),
    response: featurePermissionSchema,
  },
});
