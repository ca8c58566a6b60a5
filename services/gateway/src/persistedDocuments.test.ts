// The persisted-documents rule (issue #14), through the gateway's runtime in process: in production
// a caller runs known documents (by hash) only, a partner sends its own too; outside production,
// or with the dev tools on, anyone may send a document. `{ __typename }` is answered by the gateway
// itself, so no subgraph is needed to tell a run operation from a refused one.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from './logger.js';
import { ownGraphql } from './ownGraphql.js';
import { defaultPersistedDocumentsPath, defaultSupergraphPath } from './paths.js';
import { knownDocumentsOnlyFromEnv, loadPersistedDocuments, PERSISTED_ONLY_MESSAGE } from './persistedDocuments.js';
import { createPortalRuntime, type PortalGatewayRuntime } from './runtime.js';
import { attachSubscriptionServer } from './subscriptionServer.js';
import type { VisitorContext } from './subgraphHeaders.js';

const KNOWN = 'sha256:5f0c1d2e3b4a59687766554433221100ffeeddccbbaa99887766554433221100';
const UNKNOWN = 'sha256:0000000000000000000000000000000000000000000000000000000000000000';
const documents = new Map([[KNOWN, 'query Known { __typename }']]);
const nowhere = 'http://127.0.0.1:9/graphql';
const subgraphUrls = { content: nowhere, search: nowhere, commerce: nowhere, account: nowhere };

const CALLERS: Record<string, VisitorContext> = {
  anonymous: { visitorId: 'v-1', user: null, clientIp: '192.0.2.1' },
  'a signed-in browser': { user: { id: 'usr-1', email: 'reader@example.com' } as VisitorContext['user'], clientIp: '192.0.2.2' },
  'a partner': { user: null, partnerClientId: 'partner-acme', clientIp: '192.0.2.3' },
};

type Body = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

function runtimeIn(production: boolean): PortalGatewayRuntime {
  return createPortalRuntime({
    supergraphSdl: readFileSync(defaultSupergraphPath, 'utf8'),
    subgraphUrls,
    logger: createLogger('silent'),
    persistedDocuments: documents,
    knownDocumentsOnly: production,
  });
}

async function post(runtime: PortalGatewayRuntime, body: Record<string, unknown>, caller: VisitorContext): Promise<Body> {
  const response = await runtime.fetch(
    `http://gateway.internal${runtime.graphqlEndpoint}`,
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: JSON.stringify(body) },
    caller,
  );
  return (await response.json()) as Body;
}

const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const ANSWERED = { data: { __typename: 'Query' } };

describe('in production (known documents only)', () => {
  const runtime = runtimeIn(true);
  afterAll(() => runtime.dispose());

  describe.each(Object.entries(CALLERS))('%s', (name, caller) => {
    it('runs a known document by its hash', async () => {
      expect(await post(runtime, byHash(KNOWN), caller)).toEqual(ANSWERED);
    });

    it('answers an unknown hash with PersistedQueryNotFound', async () => {
      const body = await post(runtime, byHash(UNKNOWN), caller);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
    });

    const partner = name === 'a partner';
    it(`${partner ? 'runs' : 'refuses'} a document of its own`, async () => {
      const body = await post(runtime, { query: '{ __typename }' }, caller);
      if (partner) expect(body).toEqual(ANSWERED);
      else expect(body).toEqual({ errors: [{ message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'PERSISTED_QUERY_ONLY' } }] });
    });
  });

  it('refuses a document of its own sent with a known hash beside it', async () => {
    const body = await post(runtime, { query: '{ __typename }', ...byHash(KNOWN) }, CALLERS.anonymous);
    expect(body.errors?.[0].message).toBe(PERSISTED_ONLY_MESSAGE);
  });

  it("runs the gateway's own operations (ownGraphql), which are its code", async () => {
    expect(await ownGraphql(runtime)('{ __typename }', {}, CALLERS.anonymous)).toEqual(ANSWERED);
  });
});

describe('outside production', () => {
  const runtime = runtimeIn(false);
  afterAll(() => runtime.dispose());

  it.each(Object.entries(CALLERS))('%s may send a document of its own, or a hash', async (_name, caller) => {
    expect(await post(runtime, { query: '{ __typename }' }, caller)).toEqual(ANSWERED);
    expect(await post(runtime, byHash(KNOWN), caller)).toEqual(ANSWERED);
  });
});

describe('who is in production', () => {
  it('NODE_ENV=production without the dev tools; with them (the explorer) any document is accepted', () => {
    expect(knownDocumentsOnlyFromEnv({ NODE_ENV: 'production' }, false)).toBe(true);
    expect(knownDocumentsOnlyFromEnv({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(knownDocumentsOnlyFromEnv({}, false)).toBe(false);
  });
});

describe('the committed manifest', () => {
  it('holds every operation of the web app, by a sha256 of its text', () => {
    const manifest = loadPersistedDocuments(defaultPersistedDocumentsPath);
    expect(manifest.size).toBeGreaterThan(50);
    for (const hash of manifest.keys()) expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('over graphql-ws, in production', () => {
  const runtime = runtimeIn(true);
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer();
    // A partner's token is checked by the identity provider in the server; here any token is partner-acme's.
    attachSubscriptionServer(server, runtime, '/graphql', async () => null, async () => ({ user: null, clientId: 'partner-acme' }), [], () => '192.0.2.9');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.dispose();
  });

  async function overSocket(payload: { query: string; extensions?: Record<string, unknown> }, token?: string): Promise<Body> {
    const client = createClient({ url, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, connectionParams: token ? { authorization: `Bearer ${token}` } : undefined });
    try {
      return (await client.iterate(payload).next()).value as Body;
    } finally {
      await client.dispose();
    }
  }

  it("runs a known document by its hash (the web app's empty query text) for anyone", async () => {
    expect(await overSocket({ query: '', ...byHash(KNOWN) })).toEqual(ANSWERED);
  });

  it("refuses a browser's document of its own, and runs a partner's", async () => {
    expect((await overSocket({ query: '{ __typename }' })).errors?.[0].message).toBe(PERSISTED_ONLY_MESSAGE);
    expect(await overSocket({ query: '{ __typename }' }, 'partner-token')).toEqual(ANSWERED);
  });
});
