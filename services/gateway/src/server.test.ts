import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import getPort from 'get-port';
import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStandIns, stopGatewayTest, type StandIns } from '../test/standInSubgraphs.js';
import { createLogger } from './logger.js';
import { createGatewayServer, type GatewayServer } from './server.js';

// Over 1 kB, like the real shell: smaller bodies are not worth compressing and go out as they are.
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c2e.js"></script><style>${'.shell{margin:0}'.repeat(80)}</style></head><body><div id="root"></div></body></html>`;
const assetJs = 'console.log("portal");';
const reportQuery = '{ report(id: "RES1") { id title authors { id fullName } } }';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let standIns: StandIns;
let gateway: GatewayServer;
let webDist: string;

beforeAll(async () => {
  // Composed with unreachable URLs: the calls below only succeed if subgraphUrls overrides them.
  standIns = await startStandIns('gateway-test-', () => 'http://127.0.0.1:9/graphql');
  webDist = path.join(standIns.workDir, 'web-dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'assets', 'app-3f9a1c2e.js'), assetJs);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gateway = await createGatewayServer({
    supergraphPath: standIns.supergraphPath,
    subgraphUrls: standIns.subgraphUrls,
    webDist,
    port: await getPort(),
    logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
  });
});

afterAll(() => stopGatewayTest(gateway, [standIns]));

beforeEach(() => standIns.clear());

function postGraphQL(query: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
}

function visitorCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith('portal_uid='));
}

function allReceivedHeaders() {
  return standIns.received();
}

describe('GraphQL through the gateway', () => {
  it('joins an entity across two subgraphs over POST', async () => {
    const response = await postGraphQL(reportQuery);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        report: {
          id: 'RES1',
          title: 'The state of B2B marketing',
          authors: [
            { id: 'BIO1', fullName: 'Ada Lovelace' },
            { id: 'BIO2', fullName: 'Grace Hopper' },
          ],
        },
      },
    });
    expect(standIns.reports.receivedHeaders).toHaveLength(1);
    expect(standIns.people.receivedHeaders).toHaveLength(1);
  });

  it('answers queries over GET', async () => {
    const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(reportQuery)}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { report: { authors: { fullName: string }[] } } };
    expect(body.data.report.authors.map((a) => a.fullName)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it("passes a subgraph error's extensions (code, status, error) through to the client", async () => {
    const response = await postGraphQL('{ report(id: "RES404") { id } }');
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0].message).toBe('Research RES404 not found');
    expect(body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404, error: 'Not Found' });
  });

  it("masks an unreachable subgraph as the spec's default error, with status and title", async () => {
    const nothingListens = `http://127.0.0.1:${await getPort()}/graphql`;
    const degraded = await createGatewayServer({
      supergraphPath: standIns.supergraphPath,
      subgraphUrls: { ...standIns.subgraphUrls, people: nothingListens },
      webDist,
      port: await getPort(),
      logger: createLogger('silent'),
    });
    try {
      const response = await fetch(`${degraded.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: reportQuery }),
      });
      const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0].message).toBe('Something unexpected happened');
      expect(body.errors[0].extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 500, error: 'Unhandled Error' });
      expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    } finally {
      await degraded.close();
    }
  });

  it('grants no cross-origin access: the web app is same-origin', async () => {
    const response = await postGraphQL(reportQuery, { origin: 'https://elsewhere.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("allows introspection, including the explorer's full introspection query", async () => {
    const response = await postGraphQL(getIntrospectionQuery());
    const body = (await response.json()) as { errors?: unknown; data: { __schema: { types: { name: string }[] } } };
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.types.map((t) => t.name)).toEqual(expect.arrayContaining(['Report', 'Analyst']));
  });

  it('rejects an operation with too many tokens before executing it', async () => {
    const huge = `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: analystCount`).join(' ')} }`;
    const response = await postGraphQL(huge);
    const body = (await response.json()) as { errors?: { message: string }[]; data?: unknown };
    expect(body.errors?.[0].message).toMatch(/more that 5000 tokens|more than 5000 tokens/);
    expect(standIns.people.receivedHeaders).toHaveLength(0);
  });

  it('runs operations over graphql-ws on the same path, with the visitor cookie of the upgrade request', async () => {
    const visitorId = '9b2c7a4e-1f3d-4c5b-8a6e-2d7f0b1c3e5a';
    class CookieWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: `portal_uid=${visitorId}` } });
      }
    }
    const client = createClient({ url: `${gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe({ query: reportQuery }, { next: (v) => (value = v), error: reject, complete: () => resolve(value) });
      });
      expect(result).toMatchObject({ data: { report: { authors: [{ fullName: 'Ada Lovelace' }, { fullName: 'Grace Hopper' }] } } });
      expect(standIns.reports.receivedHeaders[0]['x-unregistered-user-id']).toBe(visitorId);
    } finally {
      await client.dispose();
    }
  });
});

describe('compression of dynamic responses', () => {
  it('compresses GraphQL JSON for a client that accepts it, br first', async () => {
    for (const [acceptEncoding, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await postGraphQL(getIntrospectionQuery(), { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect((await response.json()).data.__schema.queryType.name).toBe('Query');
    }
  });

  it('leaves an event stream uncompressed, so each event reaches the client when it happens', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The runtime marks its streams 'none' itself.
    expect(response.headers.get('content-encoding') ?? 'none').toBe('none');
    expect(await response.text()).toMatch(/__schema/);
  });

  it('compresses a page', async () => {
    const response = await fetch(`${gateway.url}/report/a/RES1`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(indexHtml);
  });
});

describe('headers to subgraphs', () => {
  it('sets the visitor cookie on a first visit and sends its id to every subgraph in that same request', async () => {
    const response = await postGraphQL(reportQuery);
    const cookie = visitorCookie(response);
    expect(cookie).toBeDefined();
    const [pair, ...attributes] = cookie!.split(/;\s*/);
    const visitorId = pair.slice('portal_uid='.length);
    expect(visitorId).toMatch(uuid);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    expect(allReceivedHeaders()).toHaveLength(2);
    for (const headers of allReceivedHeaders()) expect(headers['x-unregistered-user-id']).toBe(visitorId);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const response = await postGraphQL(reportQuery, { 'x-forwarded-proto': 'https' });
    expect(visitorCookie(response)).toMatch(/;\s*Secure/);
  });

  it("keeps a returning visitor's id and never forwards client cookies or Authorization", async () => {
    const visitorId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const response = await postGraphQL(reportQuery, {
      cookie: `portal_uid=${visitorId}; session=secret-session`,
      authorization: 'Bearer secret-token',
    });
    expect(response.status).toBe(200);
    expect(visitorCookie(response)).toBeUndefined();
    expect(allReceivedHeaders()).toHaveLength(2);
    for (const headers of allReceivedHeaders()) {
      expect(headers['x-unregistered-user-id']).toBe(visitorId);
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers['x-portal-user']).toBeUndefined();
    }
  });

  it('replaces a visitor id that is not a UUID', async () => {
    const response = await postGraphQL(reportQuery, { cookie: 'portal_uid=<script>' });
    const cookie = visitorCookie(response);
    expect(cookie).toMatch(/^portal_uid=[0-9a-f-]{36};/);
    expect(standIns.reports.receivedHeaders[0]['x-unregistered-user-id']).toBe(cookie!.slice(11, 47));
  });

  it('forwards the client x-request-id, and generates one when absent', async () => {
    const given = await postGraphQL(reportQuery, { 'x-request-id': 'req-given-1' });
    expect(given.headers.get('x-request-id')).toBe('req-given-1');
    for (const headers of allReceivedHeaders()) expect(headers['x-request-id']).toBe('req-given-1');

    standIns.clear();
    const generated = await postGraphQL(reportQuery);
    const requestId = generated.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(allReceivedHeaders()).toHaveLength(2);
    for (const headers of allReceivedHeaders()) expect(headers['x-request-id']).toBe(requestId);
  });

  it('replaces an x-request-id that is not a plain token before it reaches a log or a subgraph', async () => {
    const response = await postGraphQL(reportQuery, { 'x-request-id': `forged" "level":60 ${'x'.repeat(200)}` });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(uuid);
    for (const headers of allReceivedHeaders()) expect(headers['x-request-id']).toBe(requestId);
  });

  it('serves Prometheus metrics per operation name and per route', async () => {
    // A name of the web app's persisted operations (the document need not be the manifest's).
    await postGraphQL(`query ReportPage ${reportQuery}`);
    for (const headers of allReceivedHeaders()) expect(headers['x-portal-operation']).toBe('ReportPage');
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/graphql_yoga_http_duration_count\{method="POST",statusCode="200",operationType="query",operationName="ReportPage"\} 1/);
    expect(text).toMatch(/graphql_envelop_request\{operationType="query",operationName="ReportPage"\} 1/);
    expect(text).toMatch(/graphql_gateway_subgraph_execute_duration_count\{subgraphName="reports",operationName="ReportPage",operationType="query"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+/);
  });

  it("counts every operation name that is not the web app's as one label value: a caller cannot grow the metrics", async () => {
    const before = await (await fetch(`${gateway.url}/metrics`)).text();
    const names = Array.from({ length: 3 }, (_, i) => `Partner${i}${'x'.repeat(200)}`);
    for (const name of names) expect((await postGraphQL(`query ${name} ${reportQuery}`)).status).toBe(200);
    // An operationName the document does not have fails, and is not a label either.
    const unknown = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: reportQuery, operationName: 'Forged'.repeat(50) }),
    });
    expect((await unknown.json()) as { errors?: unknown[] }).toHaveProperty('errors');
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    for (const name of [...names, 'Forged']) expect(text).not.toContain(name);
    // The subgraphs label their own metrics with the gateway's label (graph-kit operationMetrics.ts).
    expect(allReceivedHeaders().length).toBeGreaterThan(0);
    for (const headers of allReceivedHeaders()) expect(headers['x-portal-operation']).toBe('other');
    const count = (metrics: string) => Number(/graphql_envelop_request\{operationType="query",operationName="other"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    expect(count(text) - count(before)).toBe(3);
    expect(text).toMatch(/graphql_gateway_subgraph_execute_duration_count\{subgraphName="reports",operationName="other",operationType="query"\} \d+/);
    // The error path is the caller's aliases: never a label.
    expect(text).not.toMatch(/graphql_envelop_error_result\{[^}]*path=/);
  });
});

describe('explorer, web app and health', () => {
  it('serves an offline GraphQL explorer to browsers at /graphql', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/graphiql/i);
    // Scripts and styles must be inlined: any http(s) src/href for them would hang offline.
    expect(html).not.toMatch(/<script[^>]+src=["']?https?:/i);
    expect(html).not.toMatch(/<link[^>]+href=["']?https?:/i);
    expect(html).not.toMatch(/@import\s+(url\()?["']?https?:/i);
    expect(html).not.toMatch(/unpkg\.com|cdn\.jsdelivr/i);
  });

  it('serves index.html for client-side routes and unknown pages, with the visitor cookie', async () => {
    for (const route of ['/report/a/RES1', '/no/such/page']) {
      const response = await fetch(`${gateway.url}${route}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
      expect(visitorCookie(response)).toBeDefined();
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await fetch(`${gateway.url}/assets/app-3f9a1c2e.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(assetJs);

    const favicon = await fetch(`${gateway.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset even when the client accepts HTML', async () => {
    const response = await fetch(`${gateway.url}/assets/gone-12345678.js`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });

  it('serves robots.txt: every page may be crawled, the API and the sign-in flow may not', async () => {
    const response = await fetch(`${gateway.url}/robots.txt`, { headers: { accept: 'text/html,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await response.text()).split('\n');
    expect(rules[0]).toBe('User-agent: *');
    expect(rules).toEqual(expect.arrayContaining(['Disallow: /graphql', 'Disallow: /oidc/', 'Disallow: /login', 'Disallow: /logged-in']));
    // No page of the portal is kept from crawlers: they must read its noindex and canonical tags.
    for (const rule of rules.filter((line) => line.startsWith('Disallow:'))) {
      expect(['/home', '/myhome', '/report/RES1', '/analysts'].filter((page) => page.startsWith(rule.slice('Disallow: '.length)))).toEqual([]);
    }
  });

  it('answers /healthz', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
