import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import type { FieldQuota } from './fieldQuotas.js';
import { rateLimitBudgetsFromEnv, type RateLimitBudgets } from './rateLimitBudgets.js';
import { rateLimitRejections } from './rateLimitMetrics.js';
import { failFastRedis } from '@portal/graph-kit/cache';

export type CallerKind = 'anonymous' | 'user' | 'partner';

/** Whom a request's spending is counted against: `ip:<address>`, `user:<id>` or `partner:<client id>`. */
export interface Spender {
  kind: CallerKind;
  key: string;
}

export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  windowSeconds: number;
  /** Whole seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export interface CostRateLimiter {
  spend(spender: Spender, cost: number): Promise<RateLimitVerdict>;
  /** Counts one call of a field with a quota of its own (fieldQuotas.ts) against the caller's share of it. */
  spendQuota(quota: FieldQuota, spender: Spender): Promise<RateLimitVerdict>;
  budgets: RateLimitBudgets;
}

/**
 * Budgets by cost in Redis, so every gateway instance spends from the same budget; without Redis
 * (or while it is down: the insurance limiter) in this process's memory.
 */
export function createCostRateLimiter(budgets: RateLimitBudgets, store: { redis?: Redis; keyPrefix: string }, logger: Logger): CostRateLimiter {
  const pointsOf: Record<CallerKind, number> = { anonymous: budgets.anonymousPoints, user: budgets.userPoints, partner: budgets.partnerPoints };
  const limiterOf = (points: number, keyPrefix: string): RateLimiterAbstract => {
    const options = { points, duration: budgets.windowSeconds, keyPrefix };
    const memory = new RateLimiterMemory(options);
    return store.redis ? new RateLimiterRedis({ ...options, storeClient: store.redis, insuranceLimiter: memory }) : memory;
  };
  const limiters = Object.fromEntries(
    (Object.keys(pointsOf) as CallerKind[]).map((kind) => [kind, limiterOf(pointsOf[kind], `${store.keyPrefix}${kind}`)]),
  ) as Record<CallerKind, RateLimiterAbstract>;
  const quotas: Record<FieldQuota, RateLimiterAbstract> = {
    assistantQuestions: limiterOf(budgets.assistantQuestions, `${store.keyPrefix}assistant`),
    documents: limiterOf(budgets.documents, `${store.keyPrefix}documents`),
  };

  const consume = async (budget: string, limiter: RateLimiterAbstract, key: string, points: number, limit: number): Promise<RateLimitVerdict> => {
    const verdict = (res: RateLimiterRes, allowed: boolean): RateLimitVerdict => ({
      allowed,
      limit,
      remaining: Math.max(0, res.remainingPoints),
      windowSeconds: budgets.windowSeconds,
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
    try {
      return verdict(await limiter.consume(key, points), true);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        rateLimitRejections.inc({ budget });
        return verdict(rejection, false);
      }
      // Neither Redis nor the insurance limiter answered: serve rather than refuse everyone.
      logger.error({ err: rejection }, 'rate limiter failed; letting the request through');
      return { allowed: true, limit, remaining: limit, windowSeconds: budgets.windowSeconds, resetSeconds: budgets.windowSeconds };
    }
  };

  return {
    budgets,
    spend: ({ kind, key }, cost) => consume(kind, limiters[kind], key, Math.max(budgets.minimumCharge, Math.ceil(cost)), pointsOf[kind]),
    spendQuota: (quota, { key }) => consume(quota, quotas[quota], key, 1, budgets[quota]),
  };
}

/** The limiter `main` runs: budgets from the environment, in Redis when REDIS_URL is set. */
export function costRateLimiterFromEnv(env: NodeJS.ProcessEnv, defaultPrefix: string, logger: Logger): { limiter: CostRateLimiter; close(): void } {
  const budgets = rateLimitBudgetsFromEnv(env);
  const keyPrefix = `${env.REDIS_PREFIX ?? defaultPrefix}gateway:ratelimit:`;
  if (!env.REDIS_URL) return { limiter: createCostRateLimiter(budgets, { keyPrefix }, logger), close: () => {} };
  // Fails at once while disconnected: the in-memory insurance limiter answers instead.
  const redis = failFastRedis(env.REDIS_URL, { commandTimeout: 500, what: 'rate limiter' }, logger);
  return { limiter: createCostRateLimiter(budgets, { redis, keyPrefix }, logger), close: () => redis.disconnect() };
}
