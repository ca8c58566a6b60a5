import { parse } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createCostRateLimiter } from './costRateLimiter.js';
import { fieldQuotasOf } from './fieldQuotas.js';
import { DEFAULT_RATE_LIMIT_BUDGETS } from './rateLimitBudgets.js';
import { quotaMessage } from './useRateLimit.js';

const ASK = 'askAssistant(contentId: "RES100001", question: "Why?") { text }';
const PDF = 'reportPdf(id: "RES100001", accessible: true) { fileName }';

describe('fieldQuotasOf', () => {
  it('finds each root field with a quota, directly, aliased, or through fragments', () => {
    expect(fieldQuotasOf(parse(`subscription { ${ASK} }`))).toEqual(['assistantQuestions']);
    expect(fieldQuotasOf(parse(`subscription { answer: ${ASK} }`))).toEqual(['assistantQuestions']);
    expect(fieldQuotasOf(parse(`subscription { ...Ask } fragment Ask on Subscription { ${ASK} }`))).toEqual(['assistantQuestions']);
    expect(fieldQuotasOf(parse(`{ ... on Query { ${PDF} } b: ${PDF} figureImage(reportId: "RES100001", figureId: "f") { fileName } }`))).toEqual([
      'documents',
      'documents',
      'documents',
    ]);
  });

  it('ignores fields of that name under another root, other operations and fragments that refer to themselves', () => {
    expect(fieldQuotasOf(parse('query { askAssistant }'))).toEqual([]);
    const two = parse(`subscription A { ${ASK} } query B { report(id: "RES100001") { id } }`);
    expect(fieldQuotasOf(two, 'A')).toEqual(['assistantQuestions']);
    expect(fieldQuotasOf(two, 'B')).toEqual([]);
    expect(fieldQuotasOf(parse('subscription { ...Loop } fragment Loop on Subscription { ...Loop }'))).toEqual([]);
  });
});

describe('field quotas', () => {
  it('count each caller\'s calls apart from their cost budget and from the other quotas, and refuse the one past the quota', async () => {
    const limiter = createCostRateLimiter({ ...DEFAULT_RATE_LIMIT_BUDGETS, assistantQuestions: 2 }, { keyPrefix: 'test:' }, pino({ enabled: false }));
    const reader = { kind: 'user', key: 'user:usr-1' } as const;
    expect((await limiter.spendQuota('assistantQuestions', reader)).allowed).toBe(true);
    expect((await limiter.spendQuota('assistantQuestions', reader)).allowed).toBe(true);
    const third = await limiter.spendQuota('assistantQuestions', reader);
    expect(third).toMatchObject({ allowed: false, limit: 2, remaining: 0, windowSeconds: 60 });
    // Another reader, the first reader's documents and their cost budget are untouched.
    expect((await limiter.spendQuota('assistantQuestions', { kind: 'user', key: 'user:usr-2' })).allowed).toBe(true);
    expect(await limiter.spendQuota('documents', reader)).toMatchObject({ allowed: true, remaining: DEFAULT_RATE_LIMIT_BUDGETS.documents - 1 });
    expect(await limiter.spend(reader, 100)).toMatchObject({ allowed: true, remaining: DEFAULT_RATE_LIMIT_BUDGETS.userPoints - 100 });
    expect(quotaMessage('assistantQuestions', third)).toMatch(/^You have asked the assistant 2 questions in 60 s: try again in \d+ s$/);
    expect(quotaMessage('documents', { limit: 30, windowSeconds: 60, resetSeconds: 12 })).toBe('You have downloaded 30 documents in 60 s: try again in 12 s');
  });
});
