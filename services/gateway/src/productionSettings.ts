// The development-only settings the gateway depends on (see @portal/domain productionSafety): its
// OpenID client secret and the secret that signs the user context for the subgraphs. Demo users,
// partners, mail and the provider's cookie keys are upstream's, which refuses them itself.
import type { ProductionSetting } from '@portal/domain';

export const GATEWAY_PRODUCTION_SETTINGS: readonly ProductionSetting[] = ['OIDC_CLIENT_SECRET', 'USER_CONTEXT_SECRET'];
