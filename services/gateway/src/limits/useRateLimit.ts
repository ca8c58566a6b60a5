import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { GraphQLError, type DocumentNode } from 'graphql';
import type { VisitorContext } from '../subgraphHeaders.js';
import type { CostRateLimiter, RateLimitVerdict, Spender } from './costRateLimiter.js';
import { fieldQuotasOf, type FieldQuota } from './fieldQuotas.js';
import { estimatedCostOf } from './useCostLimit.js';

/** A partner's client first (whichever user it acts as), then the signed-in user, else the caller's address. */
export function spenderOf(context: VisitorContext): Spender {
  if (context.partnerClientId) return { kind: 'partner', key: `partner:${context.partnerClientId}` };
  if (context.user) return { kind: 'user', key: `user:${context.user.id}` };
  return { kind: 'anonymous', key: `ip:${context.clientIp ?? 'unknown'}` };
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), as express-rate-limit sends them. */
export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  return {
    'RateLimit-Policy': `${verdict.limit};w=${verdict.windowSeconds}`,
    'RateLimit-Limit': String(verdict.limit),
    'RateLimit-Remaining': String(verdict.remaining),
    'RateLimit-Reset': String(verdict.resetSeconds),
  };
}

function refusal(message: string, verdict: RateLimitVerdict): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      status: 429,
      error: 'Too Many Requests',
      http: { status: 429, headers: { 'Retry-After': String(verdict.resetSeconds) } },
    },
  });
}

/** The refusal of a call over the caller's quota for that field (budgets.assistantQuestions, budgets.documents). */
export function quotaMessage(quota: FieldQuota, verdict: Pick<RateLimitVerdict, 'limit' | 'windowSeconds' | 'resetSeconds'>): string {
  const what = quota === 'assistantQuestions' ? `asked the assistant ${verdict.limit} questions` : `downloaded ${verdict.limit} documents`;
  return `You have ${what} in ${verdict.windowSeconds} s: try again in ${verdict.resetSeconds} s`;
}

/**
 * Spends each operation's estimated cost (useCostLimit, which must come first) from its caller's
 * budget; once it is spent the answer is 429 with Retry-After. Every answer carries the budget left.
 */
export function useRateLimit(limiter: CostRateLimiter): GatewayPlugin<VisitorContext> {
  const verdicts = new WeakMap<Request, RateLimitVerdict>();

  const spend = async (context: VisitorContext & { request?: Request }): Promise<GraphQLError | undefined> => {
    const cost = estimatedCostOf(context);
    if (cost === undefined) return undefined;
    const verdict = await limiter.spend(spenderOf(context), cost);
    if (context.request) verdicts.set(context.request, verdict);
    if (verdict.allowed) return undefined;
    return refusal(`Rate limit exceeded: try again in ${verdict.resetSeconds} s`, verdict);
  };

  /** The first quota the operation's root fields have spent, or nothing when all have room. */
  const spendQuotas = async (args: { document: DocumentNode; operationName?: string | null; contextValue: VisitorContext }): Promise<GraphQLError | undefined> => {
    for (const quota of fieldQuotasOf(args.document, args.operationName)) {
      const verdict = await limiter.spendQuota(quota, spenderOf(args.contextValue));
      if (!verdict.allowed) return refusal(quotaMessage(quota, verdict), verdict);
    }
    return undefined;
  };

  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const error = (await spend(args.contextValue)) ?? (await spendQuotas(args));
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const error = (await spend(args.contextValue)) ?? (await spendQuotas(args));
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onResponse({ request, response }) {
      const verdict = verdicts.get(request);
      if (!verdict) return;
      for (const [name, value] of Object.entries(rateLimitHeaders(verdict))) response.headers.set(name, value);
    },
  };
}
