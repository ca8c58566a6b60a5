// Finding 6 of issue #7: malformed requests to the gateway's routes answered with Express's error
// page (a stack trace and the server's paths, because NODE_ENV is unset under `npm start`). Every
// POST route the gateway serves gets malformed JSON, wrong types, a wrong or lying encoding and a
// huge body, in development mode (the default) and in production mode; no answer may carry a stack
// frame, a server path, an internal address or a system error, and the gateway's own routes answer
// JSON { status, error, message, requestId } whose request id is the response's x-request-id.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack, useTestStack, type TestStack } from '../support/testStack.js';
import { internalsIn, responseText } from '../support/leaks.js';
import { productionSafeEnv } from '../support/productionEnv.js';

type Stack = Pick<TestStack, 'gatewayUrl' | 'ports'>;

// Every path the gateway answers a POST on, by its own handler or by the provider proxy, plus the
// GET-only ones (which must refuse a POST as cleanly).
const GATEWAY_JSON_ROUTES = ['/access-preferences/passwordless', '/passwordless/callback'];
const POST_ROUTES = [
  '/graphql',
  ...GATEWAY_JSON_ROUTES,
  '/logged-in',
  '/logout',
  '/login',
  '/oidc/token',
  '/oidc/token/introspection',
  '/oidc/token/revocation',
  '/oidc/interaction/no-such-interaction/login',
  '/oidc/session/end/confirm',
  '/images/no-such-image.png',
  '/healthz',
  '/no-such-route',
];

const HUGE = `{"query":"${'a'.repeat(3 * 1024 * 1024)}","email":"${'b'.repeat(1024)}"}`;

interface Malformed {
  name: string;
  headers: Record<string, string>;
  body: string | Buffer;
}

const MALFORMED: Malformed[] = [
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, body: '{"query": "{ __typename }", bad' },
  { name: 'wrong types', headers: { 'content-type': 'application/json' }, body: '{"query":5,"variables":"x","email":[1,{"a":null}],"accessToken":{"$gt":""}}' },
  { name: 'a JSON array', headers: { 'content-type': 'application/json' }, body: '[1,2,3]' },
  { name: 'JSON null', headers: { 'content-type': 'application/json' }, body: 'null' },
  { name: 'an unknown charset', headers: { 'content-type': 'application/json; charset=klingon' }, body: '{"email":"a@b.c"}' },
  { name: 'a body that is not the gzip it claims', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{"email":"a@b.c"}' },
  { name: 'a gzip bomb-ish body', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipSync(HUGE) },
  { name: 'a malformed form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=%zz&client_id[=1&&=' },
  { name: 'a huge body', headers: { 'content-type': 'application/json' }, body: HUGE },
];

async function post(stack: Stack, path: string, request: Malformed): Promise<Response> {
  return fetch(`${stack.gatewayUrl}${path}`, { method: 'POST', headers: { accept: 'application/json', ...request.headers }, body: request.body as BodyInit });
}

const internalPortsOf = (stack: Stack) => Object.entries(stack.ports).filter(([name]) => name !== 'gateway').map(([, port]) => port as number);

for (const mode of ['development', 'production'] as const) {
  describe(`malformed bodies on every gateway route, in ${mode} mode`, () => {
    // Development is what `npm start` runs (NODE_ENV unset): the run's shared stack. Production
    // needs its safe settings.
    const stack: Stack = mode === 'production' ? useTestStack('leak-production', productionSafeEnv()) : useSharedTestStack();

    it.each(MALFORMED.map((request) => [request.name, request] as const))('%s: no stack, path, internal address or system error on any route', async (_name, request) => {
      const leaks: string[] = [];
      for (const path of POST_ROUTES) {
        const response = await post(stack, path, request);
        const found = internalsIn(await responseText(response), { publicUrl: stack.gatewayUrl, internalPorts: internalPortsOf(stack) });
        if (found.length > 0) leaks.push(`POST ${path} -> ${response.status}: ${found.join(', ')}`);
      }
      expect(leaks).toEqual([]);
    });

    it.each(GATEWAY_JSON_ROUTES)('%s answers malformed JSON with a JSON 400 that carries the request id', async (path) => {
      const response = await post(stack, path, MALFORMED[0]);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      expect(await response.json()).toEqual({ status: 400, error: 'Bad Request', message: 'The request body is not valid JSON', requestId });
    });

    it.each(GATEWAY_JSON_ROUTES)('%s answers a huge body with a JSON 413 that carries the request id', async (path) => {
      const response = await post(stack, path, MALFORMED.at(-1)!);
      expect(response.status).toBe(413);
      const requestId = response.headers.get('x-request-id');
      expect(await response.json()).toEqual({ status: 413, error: 'Payload Too Large', message: 'The request body is too large', requestId });
    });

    it('the request id a caller sends is kept when it is a plain token, and replaced when it is not', async () => {
      const kept = await fetch(`${stack.gatewayUrl}/passwordless/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'partner-call-42' },
        body: '{bad',
      });
      expect(kept.headers.get('x-request-id')).toBe('partner-call-42');
      expect((await kept.json()).requestId).toBe('partner-call-42');
      const replaced = await fetch(`${stack.gatewayUrl}/passwordless/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': '<script>alert(1)</script>' },
        body: '{bad',
      });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('a GraphQL request with malformed JSON says so, without the parser\'s own message', async () => {
      const response = await post(stack, '/graphql', { ...MALFORMED[0], headers: { ...MALFORMED[0].headers, accept: 'application/graphql-response+json' } });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors).toEqual([{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }]);
    });
  });
}
