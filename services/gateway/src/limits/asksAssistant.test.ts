import { parse } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { asksAssistant } from './asksAssistant.js';
import { createCostRateLimiter } from './costRateLimiter.js';
import { DEFAULT_RATE_LIMIT_BUDGETS } from './rateLimitBudgets.js';
import { assistantQuotaMessage } from './useRateLimit.js';

const ASK = 'askAssistant(contentId: "RES100001", question: "Why?") { text }';

describe('asksAssistant', () => {
  it('finds the question at the subscription root, directly, aliased, or through fragments', () => {
    expect(asksAssistant(parse(`subscription { ${ASK} }`))).toBe(true);
    expect(asksAssistant(parse(`subscription { answer: ${ASK} }`))).toBe(true);
    expect(asksAssistant(parse(`subscription { ...Ask } fragment Ask on Subscription { ${ASK} }`))).toBe(true);
    expect(asksAssistant(parse(`subscription { ... on Subscription { ${ASK} } }`))).toBe(true);
  });

  it('ignores queries, other operations of the document and fragments that refer to themselves', () => {
    expect(asksAssistant(parse('query { askAssistant }'))).toBe(false);
    const two = parse(`subscription A { ${ASK} } subscription B { other }`);
    expect(asksAssistant(two, 'A')).toBe(true);
    expect(asksAssistant(two, 'B')).toBe(false);
    expect(asksAssistant(parse('subscription { ...Loop } fragment Loop on Subscription { ...Loop }'))).toBe(false);
  });
});

describe('the assistant question quota', () => {
  it('counts each caller\'s questions apart from their cost budget, and refuses the one past the quota', async () => {
    const limiter = createCostRateLimiter({ ...DEFAULT_RATE_LIMIT_BUDGETS, assistantQuestions: 2 }, { keyPrefix: 'test:' }, pino({ enabled: false }));
    const reader = { kind: 'user', key: 'user:usr-1' } as const;
    expect((await limiter.askAssistant(reader)).allowed).toBe(true);
    expect((await limiter.askAssistant(reader)).allowed).toBe(true);
    const third = await limiter.askAssistant(reader);
    expect(third).toMatchObject({ allowed: false, limit: 2, remaining: 0, windowSeconds: 60 });
    // Another reader, and the first reader's cost budget, are untouched.
    expect((await limiter.askAssistant({ kind: 'user', key: 'user:usr-2' })).allowed).toBe(true);
    expect(await limiter.spend(reader, 100)).toMatchObject({ allowed: true, remaining: DEFAULT_RATE_LIMIT_BUDGETS.userPoints - 100 });
    expect(assistantQuotaMessage(third)).toMatch(/^You have asked the assistant 2 questions in 60 s: ask again in \d+ s$/);
  });
});
