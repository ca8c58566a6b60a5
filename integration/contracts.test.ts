// The contract test: every REST contract in @portal/contracts' registry, called with its examples
// against a running upstream seeded with the corpus, answers what the contract says. A contract
// without an example fails here, so no route joins the registry untested.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, captchaContracts, pathOf, routeKeyOf, searchParamsOf, type RestContract } from '@portal/contracts';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { latestLinkIn } from '@portal/upstream/testing/smtp-sink';
import { contractExamples } from './contracts/index.js';
import type { ExampleContext, ExampleRequest } from './contracts/example.js';
import { useSmtpSink } from './support/mail.js';
import { startTestStack, type TestStack } from './support/testStack.js';

const userContextSecret = randomBytes(32).toString('base64url');
// The identity routes mail their links (password reset, sign-in): a real SMTP sink receives them.
const mail = useSmtpSink();
let stack: TestStack;
let context: ExampleContext;

beforeAll(async () => {
  stack = await startTestStack('contracts', { USER_CONTEXT_SECRET: userContextSecret, SMTP_URL: mail.url });
  context = {
    upstreamUrl: stack.upstreamUrl,
    async getJson(path, headers = {}) {
      const response = await fetch(`${stack.upstreamUrl}${path}`, { headers });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    signedAs: async (userId) => ({ [USER_CONTEXT_HEADER]: await signUserContext({ id: userId }, userContextSecret) }),
    mailedToken(address) {
      const link = new URL(latestLinkIn(mail.messagesTo(address), /https?:\/\/\S+(token=|#access_token=)[A-Za-z0-9_%-]+\S*/));
      return link.searchParams.get('token') ?? new URLSearchParams(link.hash.slice(1)).get('access_token')!;
    },
    async solvedCaptcha() {
      const captcha = await context.getJson(captchaContracts.challenge.fullPath);
      return solveAltcha(JSON.stringify(captcha.challenge));
    },
  };
});

afterAll(async () => {
  await stack?.stop();
});

async function send(contract: RestContract, { input, headers = {} }: ExampleRequest): Promise<Response> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const search = searchParamsOf(query).toString();
  const url = `${stack.upstreamUrl}${pathOf(contract, params)}${search ? `?${search}` : ''}`;
  return fetch(url, {
    method: contract.method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('every REST contract answers as it says', () => {
  it('has no two contracts at the same method and path (unless each serves its own query)', () => {
    const routes = allContracts.map(routeKeyOf);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  for (const contract of allContracts) {
    it(`${contract.name}: ${contract.method} ${contract.fullPath}`, async () => {
      const examples = contractExamples.filter((example) => example.contract === contract);
      expect(examples.length, `${contract.name} has no example: add one in integration/contracts/`).toBeGreaterThan(0);
      for (const example of examples) {
        const request = typeof example.request === 'function' ? await example.request(context) : example.request;
        const response = await send(contract, request);
        const what = `${contract.name}${example.label ? ` (${example.label})` : ''}`;
        // A file route (a PDF, a PNG) answers bytes of one of its content types, not JSON.
        if (contract.file && response.ok) {
          expect(response.status, what).toBe(request.status ?? 200);
          expect(contract.file.contentTypes, `${what}: content type`).toContain(response.headers.get('content-type'));
          const bytes = new Uint8Array(await response.arrayBuffer());
          expect(bytes.length, `${what}: an empty file`).toBeGreaterThan(0);
          const parsed = contract.response.safeParse(bytes);
          expect(parsed.success ? [] : parsed.error.issues, `${what}: the answer does not parse with the contract`).toEqual([]);
          continue;
        }
        const text = await response.text();
        expect(response.status, `${what}: ${text.slice(0, 300)}`).toBe(request.status ?? 200);
        // A streamed answer (izola-service) is chunks separated by the contract's separator, each a response.
        const bodies = contract.stream
          ? text.split(contract.stream.separator).filter((chunk) => chunk !== '').map((chunk) => JSON.parse(chunk))
          : [text === '' ? undefined : JSON.parse(text)];
        if (contract.stream) {
          expect(response.headers.get('content-type'), `${what}: content type`).toBe(contract.stream.contentType);
          expect(bodies.length, `${what}: no chunk came`).toBeGreaterThan(0);
        }
        for (const body of bodies) {
          const parsed = contract.response.safeParse(body);
          expect(parsed.success ? [] : parsed.error.issues, `${what}: the answer does not parse with the contract`).toEqual([]);
        }
      }
    });
  }
});
