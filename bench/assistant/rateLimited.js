// A rate-limited answer ends the benchmark with one clear message: its figures would measure the
// limiter, not the assistant.
export class RateLimitedError extends Error {}

export const RATE_LIMITED_HELP =
  'The stack rate-limited the benchmark. Start it with a budget far above what the benchmark asks, e.g.\n' +
  '  RATE_LIMIT_ASSISTANT_QUESTIONS=100000 RATE_LIMIT_USER_POINTS=100000000 USER_CONTEXT_SECRET=... npm start\n' +
  '(bench/README.md, "Assistant").';
