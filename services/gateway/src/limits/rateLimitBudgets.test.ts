import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_BUDGETS, rateLimitBudgetsFromEnv } from './rateLimitBudgets.js';

describe('rate-limit budgets from the environment', () => {
  it('are the defaults when nothing is set', () => {
    expect(rateLimitBudgetsFromEnv({})).toEqual(DEFAULT_RATE_LIMIT_BUDGETS);
  });

  it('take each variable that is set', () => {
    expect(rateLimitBudgetsFromEnv({ RATE_LIMIT_ANONYMOUS_POINTS: '250', RATE_LIMIT_WINDOW_SECONDS: '10' })).toEqual({
      ...DEFAULT_RATE_LIMIT_BUDGETS,
      anonymousPoints: 250,
      windowSeconds: 10,
    });
  });

  it('refuse a value that is not a positive integer, naming the variable', () => {
    expect(() => rateLimitBudgetsFromEnv({ RATE_LIMIT_USER_POINTS: '0' })).toThrow('RATE_LIMIT_USER_POINTS must be a positive integer, got "0"');
    expect(() => rateLimitBudgetsFromEnv({ RATE_LIMIT_MINIMUM_CHARGE: 'lots' })).toThrow(/RATE_LIMIT_MINIMUM_CHARGE/);
  });
});
