// The assistant with a model configured, end to end (issue #12): upstream's izola-service runs
// with LLM_BASE_URL at an OpenAI-compatible streaming server started here (the hosted model cannot
// be reached from this machine). A question asked through the gateway over graphql-ws reaches the
// model with the report's excerpts, and the model's grounded answer streams back with its citation
// joined to the Report. A reader who closes the socket while the model is still writing stops the
// whole chain (gateway, content-graph, izola-service): the model's connection is closed and no
// round is left running, counted as aborted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { sessionCookie } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { useTestStack } from './support/testStack.js';

// services/upstream demoUsers.ts: Pax reads FD research (this test only).
const PAX = 'pax@meridian.example';
const REPORT_ID = 'RES100001';
const ASK = `subscription ($question: String!) {
  askAssistant(contentId: "${REPORT_ID}", question: $question) { text done promptId citations { quote report { id } } }
}`;

interface ModelCall {
  excerpts: string[];
  closed: boolean;
}

/** What the model answers: a grounded sentence (the first excerpt's, citing [1]), or one token at a time until the caller goes. */
type Behaviour = 'grounded' | 'endless';
let behaviour: Behaviour = 'grounded';
const calls: ModelCall[] = [];

const chunk = (content: string) => `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1764216001, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const user = (JSON.parse(body) as { messages: { role: string; content: string }[] }).messages.find((message) => message.role === 'user')!.content;
  const call: ModelCall = { excerpts: [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].map((match) => match[2]!), closed: false };
  calls.push(call);
  res.on('close', () => (call.closed = true));
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  if (behaviour === 'grounded') {
    // The first excerpt starts with its section's title in parentheses; its first sentence after that, cited.
    const sentence = /[^.]*[A-Za-z][^.]*\./.exec(call.excerpts[0]!.replace(/^\([^)]*\) /, ''))![0].trim();
    res.end(`${chunk(sentence)}${chunk(' [1]')}data: [DONE]\n\n`);
    return;
  }
  const writeToken = () => {
    if (res.destroyed) return;
    res.write(chunk('More '));
    setTimeout(writeToken, 50);
  };
  writeToken();
}

const model = createServer((req, res) => {
  const parts: Buffer[] = [];
  req.on('data', (part: Buffer) => parts.push(part));
  req.on('end', () => answer(req, res, Buffer.concat(parts).toString('utf8')));
});
await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
});

const stack = useTestStack('assistant-model', {
  LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
  LLM_MODEL: 'test-model',
});

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

function socketAs(jar: CookieJar): Client {
  const { cookie } = sessionCookie(stack.gatewayUrl, jar);
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: stack.gatewayUrl, cookie } });
    }
  }
  const client = createClient({ url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: BrowserLikeSocket, retryAttempts: 0 });
  clients.push(client);
  return client;
}

async function metric(pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${stack.upstreamUrl}/metrics`)).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
}

describe('the assistant answering with a model', () => {
  it('streams the model\'s grounded answer through the gateway, its citation joined to the Report', async () => {
    behaviour = 'grounded';
    const pax = await signIn(stack.gatewayUrl, PAX);
    const events: { data?: { askAssistant: { text: string; done: boolean; promptId: string | null; citations: { quote: string; report: { id: string } | null }[] } } | null }[] = [];
    await new Promise<void>((resolve, reject) => {
      socketAs(pax).subscribe(
        { query: ASK, variables: { question: 'What does the report find first?' } },
        { next: (value) => void events.push(value as (typeof events)[number]), error: reject, complete: resolve },
      );
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.excerpts.length).toBeGreaterThan(0);
    const answers = events.map((event) => event.data!.askAssistant);
    const text = answers.map((piece) => piece.text).join('');
    // The model's words, not the extractive fallback's: its sentence is the first excerpt's.
    expect(calls[0]!.excerpts[0]).toContain(text.trim().replace(/\.$/, ''));
    expect(answers.flatMap((piece) => piece.citations)).toEqual([{ quote: expect.any(String), report: { id: REPORT_ID } }]);
    expect(answers.at(-1)).toMatchObject({ done: true, promptId: expect.any(String) });
  });

  it('stops the model when the reader closes the socket mid-answer: its connection closes and no round is left running', async () => {
    behaviour = 'endless';
    const pax = await signIn(stack.gatewayUrl, PAX);
    const abortedBefore = await metric(/^izola_rounds_total\{outcome="aborted"\} (\d+)$/m);
    const client = socketAs(pax);
    client.subscribe({ query: ASK, variables: { question: 'What does the report conclude?' } }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    // The model is writing (it never ends on its own) when the reader goes.
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]!.closed).toBe(false);
    await client.dispose();
    await expect.poll(() => calls[1]!.closed).toBe(true);
    await expect.poll(() => metric(/^izola_rounds_active (\d+)$/m)).toBe(0);
    expect(await metric(/^izola_rounds_total\{outcome="aborted"\} (\d+)$/m)).toBe(abortedBefore + 1);
  });
});
