/**
 * How much cost (operationCost.ts) each kind of caller may spend per window. Defaults are sized
 * for people and partners, not for load tests (see the README's "Limits"): a page view of the web
 * app costs about 300 to 1,200 points with its header queries, so an anonymous visitor may view
 * some 30 to 60 pages a minute, a signed-in user twice that, a partner integration four times.
 */
export interface RateLimitBudgets {
  windowSeconds: number;
  /** Per IP address, for anonymous callers. */
  anonymousPoints: number;
  /** Per signed-in user (a session cookie). */
  userPoints: number;
  /** Per partner client (a bearer token), whichever user it acts as. */
  partnerPoints: number;
  /**
   * What an operation costs at least: parsing, planning and answering a request is work even when
   * it selects almost nothing, so a flood of trivial requests spends the budget too.
   */
  minimumCharge: number;
  /**
   * Questions to the AI assistant per caller (as above) per window, on top of their cost: each is
   * a retrieval over the report and, with a model configured, a paid completion, far more work than
   * any estimate of the operation's shape says.
   */
  assistantQuestions: number;
  /** Documents drawn on demand (a personalised PDF, a watermarked figure) per caller per window, likewise. */
  documents: number;
}

export const DEFAULT_RATE_LIMIT_BUDGETS: RateLimitBudgets = {
  windowSeconds: 60,
  anonymousPoints: 30_000,
  userPoints: 60_000,
  partnerPoints: 120_000,
  minimumCharge: 25,
  // One every six seconds on average: more than anyone types, too few for a script to mine reports.
  assistantQuestions: 10,
  // A reader saving a report and its figures one by one stays well within it; a script drawing
  // PDFs to load the research service does not.
  documents: 30,
};

const ENV_NAMES: Record<keyof RateLimitBudgets, string> = {
  windowSeconds: 'RATE_LIMIT_WINDOW_SECONDS',
  anonymousPoints: 'RATE_LIMIT_ANONYMOUS_POINTS',
  userPoints: 'RATE_LIMIT_USER_POINTS',
  partnerPoints: 'RATE_LIMIT_PARTNER_POINTS',
  minimumCharge: 'RATE_LIMIT_MINIMUM_CHARGE',
  assistantQuestions: 'RATE_LIMIT_ASSISTANT_QUESTIONS',
  documents: 'RATE_LIMIT_DOCUMENTS',
};

/** The budgets, each overridable by its environment variable; a value that is not a positive integer stops the start. */
export function rateLimitBudgetsFromEnv(env: NodeJS.ProcessEnv): RateLimitBudgets {
  const budgets = { ...DEFAULT_RATE_LIMIT_BUDGETS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof RateLimitBudgets, string][]) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${text}"`);
    budgets[key] = value;
  }
  return budgets;
}
