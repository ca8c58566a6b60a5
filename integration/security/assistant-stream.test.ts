// The assistant's subscription attacked at the gateway (issue #12), over both transports a browser
// or a script can open: a socket's operations meet the same depth and alias limits as HTTP's,
// refused before izola is asked; another site cannot start a question with the reader's cookie
// (a form post or an EventSource GET asking for text/event-stream), so no chat entry is written
// in their name; and an error in the stream names no internal host.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs, sessionCookie } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';
import { total, upstreamCallsDuring } from '../support/upstream-calls.js';

const stack = useSharedTestStack();
// services/upstream demoUsers.ts: Rosa reads FD research (this test only).
const ROSA = 'rosa@meridian.example';
const REPORT_ID = 'RES100001';
const ASK = (selection: string) => `subscription { ${selection} }`;
const askField = (alias = '') => `${alias}askAssistant(contentId: "${REPORT_ID}", question: "What does the report recommend?") { text }`;
let rosa: CookieJar;

beforeAll(async () => {
  rosa = await signIn(stack.gatewayUrl, ROSA);
});

/** Runs one operation over graphql-ws as Rosa's browser would; every error message it gets. */
async function overSocket(query: string): Promise<string[]> {
  const { cookie } = sessionCookie(stack.gatewayUrl, rosa);
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: stack.gatewayUrl, cookie } });
    }
  }
  const client = createClient({ url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: BrowserLikeSocket, retryAttempts: 0 });
  const messages: string[] = [];
  try {
    await new Promise<void>((resolve) => {
      client.subscribe(
        { query },
        {
          next: (value) => void messages.push(...(value.errors ?? []).map((error) => error.message)),
          error: (errors) => {
            messages.push(...(Array.isArray(errors) ? errors.map((error: { message: string }) => error.message) : [String(errors)]));
            resolve();
          },
          complete: resolve,
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return messages;
}

async function chatLength(): Promise<number> {
  const { body } = await gqlAs<{ assistantChat: { entries: unknown[] } }>(stack.gatewayUrl, rosa, `{ assistantChat(contentId: "${REPORT_ID}") { entries { promptId } } }`);
  return body.data!.assistantChat.entries.length;
}

describe('the assistant subscription at the edge', () => {
  it('meets the alias and depth limits over a socket, refused before izola is asked', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => askField(`a${i}: `)).join(' ');
    const deep = `askAssistant(contentId: "${REPORT_ID}", question: "Why?") { citations { report { ${'relatedResearch { '.repeat(9)}id${' }'.repeat(9)} } } }`;
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      expect((await overSocket(ASK(aliases))).join('\n')).toMatch(/Aliases limit of 15 exceeded, found 16/);
      expect((await overSocket(ASK(deep))).join('\n')).toMatch(/Query depth limit of 10 exceeded/);
    });
    expect(total(calls)).toBe(0);
  });

  it('starts no question from another site with the reader\'s cookie: a form post and a GET for text/event-stream are refused', async () => {
    const before = await chatLength();
    const form = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/event-stream', ...sessionCookie(stack.gatewayUrl, rosa) },
      body: new URLSearchParams({ query: ASK(askField()) }),
    });
    expect(form.status).toBe(415);
    await form.body?.cancel();
    // What an EventSource on another site sends: a GET with the cookie and no CSRF header.
    const eventSource = await fetch(`${stack.gatewayUrl}/graphql?${new URLSearchParams({ query: ASK(askField()) })}`, {
      headers: { accept: 'text/event-stream', ...sessionCookie(stack.gatewayUrl, rosa) },
    });
    expect(eventSource.status).toBeGreaterThanOrEqual(400);
    await eventSource.body?.cancel();
    expect(await chatLength()).toBe(before);
  });

  it('names no internal host or stack in a refused question\'s error', async () => {
    const messages = await overSocket(ASK(`askAssistant(contentId: "RES999999", question: "Why?") { text }`));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).not.toMatch(/127\.0\.0\.1|localhost|\/work\/|node_modules|\bat \w+ \(|x-portal-user/);
  });
});
