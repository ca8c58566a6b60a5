// Cross-site request forgery and cross-origin reads with a signed-in user's session cookie, over
// real HTTP and WebSocket to the gateway: a form (form-encoded, multipart) or a "simple" fetch
// (text/plain) must not run a mutation, a GET without the CSRF header must not run at all, and a
// page of another origin must not open the WebSocket; the portal's own requests keep working.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_CSRF_HEADER } from '@portal/domain';
import { useTestStack } from '../support/testStack.js';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gql, gqlData, sessionCookie } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

let jar: CookieJar;

const EMAIL = 'employee@meridian.example';
const PARTNER_APP = 'https://partner-app.example';
const TOPICS = '{ viewer { followedTopics } }';
const FOLLOW = (topic: string) => `mutation { followTopic(topic: "${topic}") }`;
const NON_JSON_REFUSED = "A request with the portal's cookies must send its GraphQL operation as application/json.";

const stack = useTestStack('cross-origin', { ALLOWED_ORIGINS: PARTNER_APP });
beforeAll(async () => {
  jar = await signIn(stack.gatewayUrl, EMAIL);
});
afterAll(async () => {
  // The run's database is shared by every file: leave the user following nothing new.
  if (jar) {
    const { body } = await gql(stack.gatewayUrl, TOPICS, {}, cookieHeaders());
    for (const topic of (body.data?.viewer?.followedTopics as string[] | undefined) ?? []) {
      if (topic.startsWith('csrf-')) await gql(stack.gatewayUrl, 'mutation ($t: String!) { unfollowTopic(topic: $t) }', { t: topic }, cookieHeaders());
    }
  }
});

const cookieHeaders = (): Record<string, string> => sessionCookie(stack.gatewayUrl, jar);

async function followedTopics(): Promise<string[]> {
  return (await gqlData<{ viewer: { followedTopics: string[] } }>(stack.gatewayUrl, TOPICS, {}, cookieHeaders())).viewer.followedTopics;
}

/** A POST as another site's form or simple fetch would send it: the cookie, no CSRF header. */
async function forged(contentType: string | undefined, body: BodyInit) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { ...cookieHeaders(), ...(contentType ? { 'content-type': contentType } : {}), origin: 'https://evil.example' },
    body,
  });
  return { response, text: await response.text() };
}

describe('CSRF: mutations with the session cookie', () => {
  it('refuses a form-encoded mutation, which changes nothing', async () => {
    const { response, text } = await forged('application/x-www-form-urlencoded', new URLSearchParams({ query: FOLLOW('csrf-form') }));
    expect(response.status).toBe(415);
    expect(JSON.parse(text).errors[0].message).toBe(NON_JSON_REFUSED);
    expect(await followedTopics()).not.toContain('csrf-form');
  });

  it('refuses a text/plain body (a simple fetch), which changes nothing', async () => {
    const { response, text } = await forged('text/plain;charset=UTF-8', JSON.stringify({ query: FOLLOW('csrf-text') }));
    expect(response.status).toBe(415);
    expect(JSON.parse(text).errors[0].message).toBe(NON_JSON_REFUSED);
    expect(await followedTopics()).not.toContain('csrf-text');
  });

  it('refuses a multipart form, which changes nothing', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: FOLLOW('csrf-multipart') }));
    form.append('map', '{}');
    const { response, text } = await forged(undefined, form);
    expect(response.status).toBe(415);
    expect(JSON.parse(text).errors[0].message).toBe(NON_JSON_REFUSED);
    expect(await followedTopics()).not.toContain('csrf-multipart');
  });

  it('refuses a form-encoded mutation with only the visitor cookie (an anonymous visitor’s cart)', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { cookie: 'portal_uid=3f0c8f4e-1111-4222-8333-444455556666', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe(NON_JSON_REFUSED);
  });

  it('refuses a GET without the CSRF header (no preflight); with it, a query runs', async () => {
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(TOPICS)}`;
    const bare = await fetch(url, { headers: { ...cookieHeaders(), accept: 'application/json' } });
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { errors: { message: string }[] }).errors[0].message).toBe('Required CSRF header(s) not present');
    const marked = await fetch(url, { headers: { ...cookieHeaders(), accept: 'application/json', [GRAPHQL_CSRF_HEADER]: '1' } });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { data: unknown }).data).toEqual({ viewer: { followedTopics: expect.any(Array) } });
  });

  it('runs the web app’s own request (JSON with the CSRF header): the mutation takes effect', async () => {
    const { body } = await gql(stack.gatewayUrl, FOLLOW('csrf-json'), {}, { ...cookieHeaders(), [GRAPHQL_CSRF_HEADER]: '1' });
    expect(body.errors).toBeUndefined();
    expect(await followedTopics()).toContain('csrf-json');
  });

  it('leaves requests without the session cookie as they were: an anonymous GET query runs', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: null } });
  });

  it('still serves the explorer page to a signed-in browser', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { ...cookieHeaders(), accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
  });
});

describe('WebSocket origins', () => {
  const wsUrl = () => `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`;

  /** The handshake alone: the status the gateway answers it with (101 when the socket opens). */
  function handshake(origin: string | undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', { ...(origin ? { origin } : {}), headers: cookieHeaders() });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  /** The signed-in viewer's e-mail read over graphql-ws from a page of `origin`. */
  async function viewerEmailFrom(origin: string): Promise<string | undefined> {
    const cookie = cookieHeaders().cookie;
    class FromOrigin extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { origin, headers: { cookie } });
      }
    }
    const client = createClient({ url: wsUrl(), webSocketImpl: FromOrigin, retryAttempts: 0 });
    try {
      return await new Promise((resolve, reject) => {
        let email: string | undefined;
        client.subscribe<{ viewer: { email: string } | null }>(
          { query: '{ viewer { email } }' },
          { next: (value) => (email = value.data?.viewer?.email), error: reject, complete: () => resolve(email) },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  it('refuses the handshake from a page of another origin, even on the same site, before the socket opens', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', stack.gatewayUrl.replace('127.0.0.1', 'localhost'), 'null']) {
      expect(await handshake(origin)).toBe(403);
    }
    await expect(viewerEmailFrom('https://evil.example')).rejects.toBeDefined();
  });

  it('accepts the portal’s own origin and the configured ones: the signed-in user’s data flows', async () => {
    expect(await handshake(stack.gatewayUrl)).toBe(101);
    expect(await viewerEmailFrom(stack.gatewayUrl)).toBe(EMAIL);
    expect(await viewerEmailFrom(PARTNER_APP)).toBe(EMAIL);
  });

  it('accepts a handshake without Origin (no browser page: partners, tools)', async () => {
    expect(await handshake(undefined)).toBe(101);
  });
});
