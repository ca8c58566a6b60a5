import { metricsRegistry } from '@portal/graph-kit/observability';
import { Counter } from 'prom-client';

/** Operations refused by a rate limit, by the budget that ran out (anonymous, user, partner or a field quota). */
export const rateLimitRejections = new Counter({
  name: 'gateway_rate_limit_rejections_total',
  help: 'Requests refused with 429 because a budget was spent, by budget',
  labelNames: ['budget'] as const,
  registers: [metricsRegistry],
});
