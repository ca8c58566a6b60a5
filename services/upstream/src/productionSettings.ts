// The development-only settings upstream depends on (see @portal/domain productionSafety): the
// built-in provider's clients, cookie keys and demo users, the mail outbox, the user context.
import type { ProductionSetting } from '@portal/domain';

export const UPSTREAM_PRODUCTION_SETTINGS: readonly ProductionSetting[] = [
  'SEED_DEMO_USERS',
  'OIDC_PARTNER_CLIENTS',
  'OIDC_CLIENT_SECRET',
  'USER_CONTEXT_SECRET',
  'SMTP_URL',
  'OIDC_COOKIE_KEYS',
  'STRIPE_SECRET_KEY',
];
