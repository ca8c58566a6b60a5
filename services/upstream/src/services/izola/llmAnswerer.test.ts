// The LLM answerer against a local OpenAI-compatible streaming server started here (the hosted
// model cannot be reached from this machine). The server replays recorded chat.completion.chunk
// streams from fixtures/ (OpenAI's shape: id, object, created, model, choices[{index, delta, finish_reason}],
// then `data: [DONE]`), a piece at a time.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerEvent, AnswerRequest, Answerer, Passage } from './answerer.js';
import { checkSentence, LLM_SYSTEM_PROMPT, LlmAnswerer } from './llmAnswerer.js';
import { DEFAULT_LLM_LIMITS, llmSettings, type LlmSettings } from './llmSettings.js';

const API_KEY = 'sk-test-4f9a1c0e7d2b8a6f';

const passages: Passage[] = [
  passage(0, 'market', 'Market size', 'Cloud spending grew 21% in 2025. Infrastructure services led the growth, ahead of platforms.'),
  passage(1, 'security', 'Security', 'Security budgets rose faster than any other line item, up 30% year over year.'),
  passage(2, 'outlook', 'Outlook', 'Most firms surveyed plan to consolidate vendors by 2027 to cut integration costs.'),
];

function passage(index: number, sectionId: string, sectionTitle: string, text: string): Passage {
  return { passageId: `rep-1:${sectionId}:${index}`, contentId: 'rep-1', sectionId, sectionTitle, index, text };
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.sse`, import.meta.url), 'utf8');
/** The recorded stream split into its SSE events, each sent in its own write. */
const eventsOf = (sse: string) => sse.split(/(?<=\n\n)/);

// The fallback is our own interface: a fixed answer that says it is the fallback.
const FALLBACK_EVENTS: AnswerEvent[] = [{ type: 'text', text: 'Extractive answer.', citations: [] }];
class FakeFallback implements Answerer {
  readonly kind = 'extractive' as const;
  calls = 0;
  async *answer(): AsyncIterable<AnswerEvent> {
    this.calls += 1;
    yield* FALLBACK_EVENTS;
  }
}

interface Received {
  headers: IncomingMessage['headers'];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

let server: Server | undefined;

async function startServer(handle: (req: IncomingMessage, res: ServerResponse, received: Received) => void): Promise<{ baseUrl: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'] };
      received.push(entry);
      handle(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, received };
}

function replay(sse: string) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    // Each event in two writes, cut mid-JSON, so the SSE parser has to join what the network splits.
    const writes = eventsOf(sse).flatMap((event) => [event.slice(0, event.length >> 1), event.slice(event.length >> 1)]);
    const next = (i: number) => {
      if (i === writes.length) return res.end();
      res.write(writes[i], () => setImmediate(() => next(i + 1)));
    };
    next(0);
  };
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

function settings(baseUrl: string, overrides: Partial<LlmSettings> = {}): LlmSettings {
  return llmSettings({ baseUrl, model: 'gpt-4o-mini', apiKey: API_KEY, ...DEFAULT_LLM_LIMITS, ...overrides });
}

function setup(baseUrl: string, overrides: Partial<LlmSettings> = {}) {
  const logged: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
  const fallback = new FakeFallback();
  const answerer = new LlmAnswerer({ settings: settings(baseUrl, overrides), fallback, logger });
  return { answerer, fallback, logged };
}

async function collect(answerer: Answerer, request: Partial<AnswerRequest> = {}): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = [];
  for await (const event of answerer.answer({ question: 'How fast did cloud spending grow?', passages, signal: new AbortController().signal, ...request })) events.push(event);
  return events;
}

describe('LlmAnswerer', () => {
  it('streams a grounded answer a sentence at a time, each with the passages it cites', async () => {
    const { baseUrl, received } = await startServer(replay(fixture('chat-grounded')));
    const { answerer, fallback, logged } = setup(baseUrl);

    const events = await collect(answerer);

    expect(fallback.calls).toBe(0);
    expect(logged).toEqual([]);
    expect(events).toEqual([
      {
        type: 'text',
        text: 'Cloud spending grew 21% in 2025, led by infrastructure services.',
        citations: [{ passageId: 'rep-1:market:0', contentId: 'rep-1', sectionId: 'market', sectionTitle: 'Market size', quote: 'Cloud spending grew 21% in 2025.' }],
      },
      {
        type: 'text',
        text: ' Security budgets rose faster than any other line item, up 30%.',
        citations: [{ passageId: 'rep-1:security:1', contentId: 'rep-1', sectionId: 'security', sectionTitle: 'Security', quote: passages[1].text }],
      },
      {
        type: 'text',
        text: '\n\nMost firms plan to consolidate vendors by 2027 to cut integration costs.',
        citations: [{ passageId: 'rep-1:outlook:2', contentId: 'rep-1', sectionId: 'outlook', sectionTitle: 'Outlook', quote: passages[2].text }],
      },
    ]);
    // The request: OpenAI's shape, streamed, numbered excerpts and the question.
    expect(received).toHaveLength(1);
    const { body, headers } = received[0];
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(headers['content-type']).toBe('application/json');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.stream).toBe(true);
    expect(body.messages[0]).toEqual({ role: 'system', content: LLM_SYSTEM_PROMPT });
    expect(body.messages[1].role).toBe('user');
    expect(body.messages[1].content).toContain('[1] (Market size) Cloud spending grew 21% in 2025.');
    expect(body.messages[1].content).toContain('[3] (Outlook) Most firms surveyed');
    expect(body.messages[1].content).toMatch(/Question: How fast did cloud spending grow\?$/);
  });

  it('sends no Authorization header without a key, and bounds the excerpts in count and length', async () => {
    const { baseUrl, received } = await startServer(replay(fixture('chat-grounded')));
    const { answerer } = setup(baseUrl, { apiKey: undefined, maxExcerpts: 2, maxExcerptChars: 20 });

    await collect(answerer);

    expect(received[0].headers.authorization).toBeUndefined();
    const user = received[0].body.messages[1].content;
    expect(user).toContain('[1] (Market size) Cloud spending grew\n');
    expect(user).toContain('[2] (Security) Security budgets ros\n');
    expect(user).not.toContain('[3]');
  });

  it('falls back when the answer cites an excerpt it was not given ([9] of 3), and logs why without the key', async () => {
    const { baseUrl } = await startServer(replay(fixture('chat-invented-citation')));
    const { answerer, fallback, logged } = setup(baseUrl);

    const events = await collect(answerer);

    expect(events).toEqual(FALLBACK_EVENTS);
    expect(fallback.calls).toBe(1);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ reason: 'the answer cites [9] but only 3 excerpts were given', model: 'gpt-4o-mini' });
    expect(logged.join('')).not.toContain(API_KEY);
  });

  it('falls back when the answer cites nothing', async () => {
    const { baseUrl } = await startServer(replay(fixture('chat-uncited')));
    const { answerer, logged } = setup(baseUrl);

    expect(await collect(answerer)).toEqual(FALLBACK_EVENTS);
    expect(JSON.parse(logged[0])).toMatchObject({ reason: 'the answer cites no excerpt' });
  });

  it('falls back when a cited sentence shares too few words with its excerpt', async () => {
    const { baseUrl } = await startServer(replay(fixture('chat-unsupported')));
    const { answerer, logged } = setup(baseUrl);

    expect(await collect(answerer)).toEqual(FALLBACK_EVENTS);
    expect(JSON.parse(logged[0]).reason).toMatch(/^the sentence "Quantum hardware shipments tripled among European banks\." shares too few words/);
  });

  it('falls back on an HTTP error from the server', async () => {
    const { baseUrl } = await startServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
    });
    const { answerer, logged } = setup(baseUrl);

    expect(await collect(answerer)).toEqual(FALLBACK_EVENTS);
    expect(JSON.parse(logged[0])).toMatchObject({ reason: "the model's server answered HTTP 500" });
    expect(logged.join('')).not.toContain(API_KEY);
  });

  it('falls back when the server cannot be reached', async () => {
    // A port that was just listened on and closed: nothing answers there.
    const { baseUrl } = await startServer(() => undefined);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const { answerer, logged } = setup(baseUrl);

    expect(await collect(answerer)).toEqual(FALLBACK_EVENTS);
    expect(JSON.parse(logged[0]).reason).toMatch(/ECONNREFUSED/);
  });

  it('falls back when no first token comes in time, and closes the connection', async () => {
    let socketClosed!: Promise<void>;
    const { baseUrl } = await startServer((req, res) => {
      socketClosed = new Promise((resolve) => req.socket.once('close', () => resolve()));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(eventsOf(fixture('chat-grounded'))[0]); // the role chunk, then silence
    });
    const { answerer, logged } = setup(baseUrl, { firstTokenTimeoutMs: 100 });

    expect(await collect(answerer)).toEqual(FALLBACK_EVENTS);
    expect(JSON.parse(logged[0])).toMatchObject({ reason: 'no first token within 100 ms' });
    await socketClosed;
  });

  it('stops when the reader goes away mid-stream: the server sees the connection close, no fallback runs', async () => {
    const reader = new AbortController();
    let socketClosed!: Promise<void>;
    const { baseUrl } = await startServer((req, res) => {
      socketClosed = new Promise((resolve) => req.socket.once('close', () => resolve()));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // Half the answer, then the reader leaves while the model is still "writing".
      const events = eventsOf(fixture('chat-grounded')).slice(0, 10);
      res.write(events.join(''), () => reader.abort());
    });
    const { answerer, fallback, logged } = setup(baseUrl);

    const events = await collect(answerer, { signal: reader.signal });

    expect(events).toEqual([]);
    expect(fallback.calls).toBe(0);
    expect(logged).toEqual([]);
    await socketClosed;
  });
});

describe('checkSentence', () => {
  it('turns markers into citations and removes them from the text', () => {
    expect(checkSentence('Cloud spending grew 21% while security budgets rose 30% [1][2].', passages)).toMatchObject({
      text: 'Cloud spending grew 21% while security budgets rose 30%.',
      citations: [{ passageId: 'rep-1:market:0' }, { passageId: 'rep-1:security:1' }],
    });
  });

  it('rejects an invented number and a cited excerpt the sentence shares no word with', () => {
    expect(checkSentence('Cloud spending grew 21% [0].', passages)).toEqual({ problem: 'the answer cites [0] but only 3 excerpts were given' });
    expect(checkSentence('Cloud spending grew 21% in 2025 [1, 3].', passages)).toEqual({
      problem: 'the sentence "Cloud spending grew 21% in 2025." cites an excerpt it shares no word with',
    });
  });

  it('keeps an uncited connective sentence as text without citations', () => {
    expect(checkSentence(' In short:', passages)).toEqual({ text: ' In short:', citations: [] });
  });
});
