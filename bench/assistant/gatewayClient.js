// The assistant through the gateway, as the report page's chat panel receives it: the
// askAssistant subscription over graphql-ws, the socket opened with the page's origin and the
// signed-in reader's session cookie. Each stream has a socket of its own, opened before the clock
// starts and kept for the next question (as izola's side keeps its HTTP connections alive).
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { RateLimitedError } from './rateLimited.js';
import { signIn } from './signIn.js';

const ASK = `subscription ($contentId: ID!, $question: String!) {
  askAssistant(contentId: $contentId, question: $question) {
    text blocked declined done promptId
    citations { passageId sectionId quote }
  }
}`;

/** The gateway's events of izola's answer chunks: any text, a blocked or a declined answer. */
const isAnswerEvent = (answer) => answer.text !== '' || answer.blocked || answer.declined;

const CLEAR = 'mutation ($contentId: ID!) { clearAssistantChat(contentId: $contentId) }';

const isRateLimited = (errors) => errors.some((e) => e.extensions?.code === 'RATE_LIMITED' || /rate limit/i.test(e.message));

/** An open graphql-ws client of the gateway, connected as `cookie`. */
async function connect(gatewayUrl, cookie) {
  class BrowserLikeSocket extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers: { origin: gatewayUrl, cookie } });
    }
  }
  let connected;
  const ready = new Promise((resolve, reject) => {
    connected = { resolve, reject };
  });
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    // Connected now and kept open between questions (lazy sockets close when idle).
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => connected.resolve(), closed: (event) => connected.reject(new Error(`the gateway closed the socket (${event?.code ?? ''} ${event?.reason ?? ''})`)) },
    onNonLazyError: (error) => connected.reject(error instanceof Error ? error : new Error(`graphql-ws: ${error?.reason ?? error}`)),
  });
  await ready;
  return client;
}

/** One question over `client`: the events, and ms to the first answer event and to completion. */
function askOver(client, { question, contentId }) {
  return new Promise((resolve, reject) => {
    const events = [];
    let firstChunkMs = null;
    const t0 = performance.now();
    const fail = (errors) => {
      const list = Array.isArray(errors) ? errors : [errors];
      // GraphQL errors, an Error, or the CloseEvent of a socket the gateway closed.
      const message = list.map((e) => e?.message || (e?.code ? `the socket closed (${e.code} ${e.reason ?? ''})` : String(e))).join('; ');
      reject(isRateLimited(list) ? new RateLimitedError(`the gateway rate-limited askAssistant: ${message}`) : new Error(`askAssistant on ${contentId} failed: ${message}`));
    };
    client.subscribe(
      { query: ASK, variables: { contentId, question } },
      {
        next: (value) => {
          if (value.errors?.length) return fail(value.errors);
          const answer = value.data?.askAssistant;
          if (!answer) return undefined;
          if (firstChunkMs === null && isAnswerEvent(answer)) firstChunkMs = performance.now() - t0;
          events.push(answer);
          return undefined;
        },
        error: fail,
        complete: () => {
          if (!events.at(-1)?.done) return fail(new Error('the stream ended without its done event'));
          return resolve({ events, firstChunkMs, fullMs: performance.now() - t0 });
        },
      },
    );
  });
}

/**
 * Signs the reader in once; `ask` runs each question on an idle socket (opening one when none is
 * idle), `open(n)` opens sockets ahead so none is opened while the clock runs.
 */
export async function gatewayAsker({ gatewayUrl, reader }) {
  const cookie = await signIn(gatewayUrl, reader);
  const idle = [];
  const all = [];
  const open = async () => {
    const client = await connect(gatewayUrl, cookie);
    all.push(client);
    return client;
  };
  const ask = async (question) => {
    const client = idle.pop() ?? (await open());
    const answer = await askOver(client, question).catch(async (error) => {
      // A socket that failed is not reused.
      await client.dispose();
      throw error;
    });
    idle.push(client);
    return answer;
  };
  /** Deletes the reader's chats about these reports (every answer through the gateway is kept in one). */
  const clearOne = async (contentId) => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', cookie },
      body: JSON.stringify({ query: CLEAR, variables: { contentId } }),
    });
    const body = await response.json();
    if (body.errors?.length) {
      const message = body.errors.map((e) => e.message).join('; ');
      throw isRateLimited(body.errors) ? new RateLimitedError(`the gateway rate-limited clearAssistantChat: ${message}`) : new Error(`clearAssistantChat on ${contentId} failed: ${message}`);
    }
  };
  const clearChats = async (contentIds) => {
    const ids = [...new Set(contentIds)];
    for (let i = 0; i < ids.length; i += 10) await Promise.all(ids.slice(i, i + 10).map(clearOne));
  };
  return {
    ask,
    clearChats,
    open: async (count) => idle.push(...(await Promise.all(Array.from({ length: Math.max(0, count - idle.length) }, open)))),
    close: () => Promise.all(all.map((client) => client.dispose())),
  };
}
