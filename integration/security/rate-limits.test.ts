// Rate limits by cost at the gateway, over real HTTP: a stack with tiny budgets, so a few requests
// spend them. Anonymous callers spend per IP address, signed-in users each their own budget; when
// a budget is spent the answer is 429 with Retry-After, and every answer says what is left in
// RateLimit-* headers. On a gateway without rate limits none of these headers or 429s exist.
// Questions to the AI assistant and documents drawn on demand have quotas of their own per reader,
// whatever they cost.
import getPort from 'get-port';
import { reportPdfDownloadPath } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gql, sessionCookie } from '../support/graphql.js';
import { startPortalProcess } from '../support/portalProcess.js';
import { subgraphEnvOf, testStackEnv, useTestStack } from '../support/testStack.js';
import { signIn } from '../support/signIn.js';
import { serviceEntry } from '../../scripts/stack.mjs';

const BUDGET = 250;
const MINIMUM_CHARGE = 25;
const WINDOW_SECONDS = 60;
const CHEAP = '{ __typename }';
const ASSISTANT_QUESTIONS = 2;
const DOCUMENTS = 2;

const RATE_LIMITS = {
  RATE_LIMIT_ANONYMOUS_POINTS: String(BUDGET),
  RATE_LIMIT_USER_POINTS: String(BUDGET),
  RATE_LIMIT_MINIMUM_CHARGE: String(MINIMUM_CHARGE),
  RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  RATE_LIMIT_ASSISTANT_QUESTIONS: String(ASSISTANT_QUESTIONS),
  RATE_LIMIT_DOCUMENTS: String(DOCUMENTS),
};
const stack = useTestStack('rate', RATE_LIMITS);
/** The stack's environment, which a second gateway shares (its Redis above all). */
const stackEnv = testStackEnv('rate', RATE_LIMITS);

const cookieOf = (jar: CookieJar) => sessionCookie(stack.gatewayUrl, jar);

function remaining(response: Response): number {
  return Number(response.headers.get('ratelimit-remaining'));
}

/** Sends cheap operations until one is refused; returns how many were served and the refusal. */
async function spendUntilRefused(headers: Record<string, string> = {}) {
  for (let served = 0; served <= BUDGET / MINIMUM_CHARGE + 1; served++) {
    const result = await gql(stack.gatewayUrl, CHEAP, {}, headers);
    if (result.response.status === 429) return { served, refused: result };
    expect(result.response.status).toBe(200);
  }
  throw new Error('the budget was never spent');
}

function expectRefusal({ response, body }: Awaited<ReturnType<typeof gql>>) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.headers.get('ratelimit-limit')).toBe(String(BUDGET));
  expect(remaining(response)).toBe(0);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0].message).toMatch(/^Rate limit exceeded: try again in \d+ s$/);
  expect(body.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
}

describe('rate limits by cost', () => {
  it('anonymous callers spend their IP address\'s budget by cost, then get 429 with Retry-After', async () => {
    const first = await gql(stack.gatewayUrl, CHEAP);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('ratelimit-policy')).toBe(`${BUDGET};w=${WINDOW_SECONDS}`);
    expect(first.response.headers.get('ratelimit-limit')).toBe(String(BUDGET));
    expect(remaining(first.response)).toBe(BUDGET - MINIMUM_CHARGE);
    const reset = Number(first.response.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(WINDOW_SECONDS);

    // A costlier operation spends its estimated cost: 10 (root field) + 1 + 10 reports x (1 + 10 authors).
    const costly = await gql(stack.gatewayUrl, '{ report(id: "RES100001") { relatedResearch { id authors { id } } } }');
    expect(costly.body.errors).toBeUndefined();
    expect(remaining(costly.response)).toBe(BUDGET - MINIMUM_CHARGE - 121);

    const { served, refused } = await spendUntilRefused();
    expect(served).toBe(Math.floor((BUDGET - MINIMUM_CHARGE - 121) / MINIMUM_CHARGE));
    expectRefusal(refused);
    // Still refused: the budget does not come back until the window ends.
    expectRefusal(await gql(stack.gatewayUrl, CHEAP));
    // Nor does naming another address: without TRUST_PROXY the gateway believes no X-Forwarded-For.
    expectRefusal(await gql(stack.gatewayUrl, CHEAP, {}, { 'x-forwarded-for': '203.0.113.7' }));
  });

  it('each signed-in user has a budget of their own: one user spending it does not starve another', async () => {
    const [spender, bystander] = await Promise.all([
      signIn(stack.gatewayUrl, 'client@meridian.example'),
      signIn(stack.gatewayUrl, 'employee@meridian.example'),
    ]);
    // The address's anonymous budget was spent by the test before; signed in, that is not theirs.
    const { served, refused } = await spendUntilRefused(cookieOf(spender));
    expect(served).toBe(BUDGET / MINIMUM_CHARGE);
    expectRefusal(refused);

    const other = await gql<{ viewer: { email: string } }>(stack.gatewayUrl, '{ viewer { email } }', {}, cookieOf(bystander));
    expect(other.response.status).toBe(200);
    expect(other.body.data!.viewer.email).toBe('employee@meridian.example');
    expect(remaining(other.response)).toBe(BUDGET - MINIMUM_CHARGE);

    expectRefusal(await gql(stack.gatewayUrl, CHEAP, {}, cookieOf(spender)));
  });
});

describe('the assistant question quota', () => {
  /** Asks over GraphQL over SSE: the messages of the errors its events carry, and whether the answer ended. */
  async function ask(jar: CookieJar, question: string): Promise<{ errors: string[]; done: boolean }> {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...cookieOf(jar) },
      body: JSON.stringify({ query: 'subscription ($q: String!) { askAssistant(contentId: "RES100001", question: $q) { done } }', variables: { q: question } }),
    });
    const events = [...(await response.text()).matchAll(/^data: (.*)$/gm)].map(
      (match) => JSON.parse(match[1]) as { data?: { askAssistant: { done: boolean } } | null; errors?: { message: string }[] },
    );
    return {
      errors: events.flatMap((event) => (event.errors ?? []).map((error) => error.message)),
      done: events.some((event) => event.data?.askAssistant.done === true),
    };
  }

  it('refuses a reader\'s question past the quota with when to ask again, and not another reader\'s', async () => {
    // services/upstream demoUsers.ts: Nia and Omar read FD research (this test only).
    const [nia, omar] = await Promise.all([signIn(stack.gatewayUrl, 'nia@meridian.example'), signIn(stack.gatewayUrl, 'omar@meridian.example')]);
    for (let asked = 0; asked < ASSISTANT_QUESTIONS; asked++) {
      expect(await ask(nia, `What does the report say about cost ${asked}?`)).toEqual({ errors: [], done: true });
    }
    const refused = await ask(nia, 'And about risk?');
    expect(refused.done).toBe(false);
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors[0]).toMatch(new RegExp(`^You have asked the assistant ${ASSISTANT_QUESTIONS} questions in ${WINDOW_SECONDS} s: try again in \\d+ s$`));
    expect(await ask(omar, 'What does the report say about risk?')).toEqual({ errors: [], done: true });
  });
});

describe('the documents quota', () => {
  it('refuses a reader\'s personalised PDF past the quota with 429 and when to try again', async () => {
    // services/upstream demoUsers.ts: Tao reads FD research (this test only).
    const tao = await signIn(stack.gatewayUrl, 'tao@meridian.example');
    const download = () => fetch(`${stack.gatewayUrl}${reportPdfDownloadPath('RES100001')}`, { headers: cookieOf(tao) });
    for (let drawn = 0; drawn < DOCUMENTS; drawn++) {
      const pdf = await download();
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      await pdf.arrayBuffer();
    }
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      new RegExp(`^You have downloaded ${DOCUMENTS} documents in ${WINDOW_SECONDS} s: try again in \\d+ s$`),
    );
  });
});

describe('several gateway instances', () => {
  it('spend from one budget in Redis: a second gateway refuses the address the first one spent, and counts a client its trusted proxy names apart', async () => {
    // The budgets are shared only through Redis, which the project's machines run (see STACK-NOTES).
    expect(stackEnv.REDIS_URL).toBeDefined();
    const port = await getPort();
    const second = await startPortalProcess(
      serviceEntry('gateway'),
      {
        ...process.env,
        ...stackEnv,
        PORT: String(port),
        // As behind a load balancer on this machine: the loopback proxy's X-Forwarded-For is believed.
        TRUST_PROXY: 'loopback',
        PORTAL_PUBLIC_URL: stack.gatewayUrl,
        UPSTREAM_URL: stack.upstreamUrl,
        ...subgraphEnvOf(stack),
      },
      port,
      30_000,
    );
    try {
      const secondUrl = second.url;
      // This address's anonymous budget was spent through the first gateway (first test above).
      expectRefusal(await gql(secondUrl, CHEAP));
      // A client the trusted proxy names has a budget of its own.
      const named = await gql(secondUrl, CHEAP, {}, { 'x-forwarded-for': '203.0.113.7' });
      expect(named.response.status).toBe(200);
      expect(remaining(named.response)).toBe(BUDGET - MINIMUM_CHARGE);
    } finally {
      await second.stop();
    }
  });
});
