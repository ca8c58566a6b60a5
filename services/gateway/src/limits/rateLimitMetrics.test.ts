import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createCostRateLimiter } from './costRateLimiter.js';
import { DEFAULT_RATE_LIMIT_BUDGETS } from './rateLimitBudgets.js';
import { rateLimitRejections } from './rateLimitMetrics.js';

async function rejections(budget: string): Promise<number> {
  return (await rateLimitRejections.get()).values.find((value) => value.labels.budget === budget)?.value ?? 0;
}

describe('rate-limit rejections on /metrics', () => {
  it('count each refusal by the budget that ran out, and nothing that was served', async () => {
    const limiter = createCostRateLimiter({ ...DEFAULT_RATE_LIMIT_BUDGETS, anonymousPoints: 50, minimumCharge: 25, documents: 1 }, { keyPrefix: `metrics-test-${Date.now()}:` }, pino({ enabled: false }));
    const [anonymous, documents] = [await rejections('anonymous'), await rejections('documents')];
    const caller = { kind: 'anonymous' as const, key: 'ip:192.0.2.1' };
    const verdicts = await Promise.all([1, 2, 3].map(() => limiter.spend(caller, 1)));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect((await limiter.spendQuota('documents', caller)).allowed).toBe(true);
    expect((await limiter.spendQuota('documents', caller)).allowed).toBe(false);
    expect(await rejections('anonymous')).toBe(anonymous + 1);
    expect(await rejections('documents')).toBe(documents + 1);
  });
});
