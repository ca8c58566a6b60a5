import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import getPort from 'get-port';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startStubHttpServer, testLogger, type StubHttpServer } from '../testing/index.js';
import type { ContentVersions } from '../cache/contentVersions.js';
import { PortalRestDataSource, type CachePolicy, type RequestIdentity } from './portalRestDataSource.js';
import { createRestTransport, type RestTransport } from './restTransport.js';

class ProbeApi extends PortalRestDataSource {
  read(path: string, cache: CachePolicy = { ttl: 60 }) {
    return this.getJson<unknown>(path, { cache });
  }
  readContent(path: string, ids: string[]) {
    return this.getJson<unknown>(path, { cache: { ttl: 60 }, content: { kind: 'research', ids } });
  }
  readWhereEmptyIsFine(path: string) {
    return this.getJson<unknown>(path, { cache: false, emptyIsSuccess: true });
  }
  remove(path: string) {
    return this.deleteJson<unknown>(path);
  }
  sendRaw(path: string, body: string) {
    return this.postRaw<unknown>(path, body, { contentType: 'application/json', headers: { 'stripe-signature': 't=1,v1=ab' } });
  }
}

const visitor: RequestIdentity = { user: null, userContextToken: null, unregisteredUserId: null, requestId: 'req-1' };

let upstream: StubHttpServer;
let okCount = 0;

beforeAll(async () => {
  upstream = await startStubHttpServer((request, response) => {
    const path = request.url.split('?')[0];
    switch (path) {
      case '/missing':
        return sendJson(response, 404, { status: 404, error: 'Not Found', message: 'Research RES1 not found' });
      case '/restricted':
        return sendJson(response, 401, {
          status: 401,
          error: 'Unauthorized',
          message: 'Research page is not accessible with the current credentials',
        });
      case '/forbidden':
        return sendJson(response, 403, { status: 403, error: 'Forbidden', message: 'No access' });
      case '/bad':
        return sendJson(response, 400, { status: 400, error: 'Bad Request', message: 'Invalid content id: X' });
      case '/broken':
        return sendJson(response, 500, { status: 500, error: 'Internal Server Error', message: 'database unavailable' });
      case '/teapot':
        response.writeHead(418, { 'content-type': 'text/plain' });
        return response.end('short and stout');
      case '/empty':
        response.writeHead(204);
        return response.end();
      case '/drop':
        return request.url && response.socket?.destroy();
      case '/slow': {
        const timer = setTimeout(() => sendJson(response, 200, { late: true }), 2000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case '/private':
        okCount += 1;
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=300' });
        return response.end(JSON.stringify({ count: okCount }));
      case '/echo-raw':
        return sendJson(response, 200, { body: request.body, contentType: request.headers['content-type'], signature: request.headers['stripe-signature'] });
      case '/garbage':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"not json');
      default:
        okCount += 1;
        return sendJson(response, 200, { path, count: okCount });
    }
  });
});

afterAll(async () => {
  await upstream.close();
});

function transport(overrides: Partial<Parameters<typeof createRestTransport>[0]> = {}): RestTransport {
  return createRestTransport({
    baseUrl: upstream.url,
    cache: new InMemoryLRUCache(),
    logger: testLogger(),
    timeoutMs: 300,
    ...overrides,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('error catalogue (spec 1 §8)', () => {
  const api = () => new ProbeApi(transport(), visitor);

  it.each([
    ['/missing', 404, 'NOT_FOUND', 'Not Found', 'Research RES1 not found'],
    ['/restricted', 401, 'UNAUTHORIZED', 'Unauthorized', 'Research page is not accessible with the current credentials'],
    ['/forbidden', 403, 'FORBIDDEN', 'Forbidden', 'No access'],
    ['/bad', 400, 'BAD_USER_INPUT', 'Bad Request', 'Invalid content id: X'],
    ['/broken', 500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error', 'database unavailable'],
  ])('a service error on %s keeps its status, error and message', async (path, status, code, title, message) => {
    const error = await failureOf(api().read(path));
    expect(error.message).toBe(message);
    expect(error.extensions).toEqual({ code, status, error: title });
  });

  it('a service error without a JSON body uses the status text', async () => {
    const error = await failureOf(api().read('/teapot'));
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 418, error: "I'm a Teapot" });
    expect(error.message).toBe('short and stout');
  });

  it('a 204 on a content read is 404 Not Found', async () => {
    const error = await failureOf(api().read('/empty'));
    expect(error.message).toBe('Server returned an empty response with explicit no content header');
    expect(error.extensions).toEqual({ code: 'NOT_FOUND', status: 404, error: 'Not Found' });
  });

  it('a 204 is success where the call says so, and on deletes', async () => {
    await expect(api().readWhereEmptyIsFine('/empty')).resolves.toBe('');
    await expect(api().remove('/empty')).resolves.toBe('');
  });

  it('a dropped connection is 500 Internal Error (App) with the error message', async () => {
    const error = await failureOf(api().read('/drop'));
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500, error: 'Internal Error (App)' });
    expect(error.message).toBe('No response from /drop: connection closed');
  });

  it('a reply slower than the timeout is 500 Internal Error (App), without waiting for it', async () => {
    const started = performance.now();
    const error = await failureOf(api().read('/slow'));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(error.extensions).toMatchObject({ status: 500, error: 'Internal Error (App)' });
    expect(error.message).toBe('No response from /slow within 300 ms');
  });

  it('a refused connection is 500 Internal Error (App), naming the path but not the host and port', async () => {
    const closedPort = await getPort();
    const refused = new ProbeApi(transport({ baseUrl: `http://127.0.0.1:${closedPort}` }), visitor);
    const error = await failureOf(refused.read('/anything'));
    expect(error.extensions).toMatchObject({ status: 500, error: 'Internal Error (App)' });
    expect(error.message).toBe('No response from /anything: connection refused');
    expect(error.message).not.toContain(String(closedPort));
  });

  it('anything else is 500 Unhandled Error', async () => {
    const error = await failureOf(api().read('/garbage'));
    expect(error.message).toBe('Something unexpected happened');
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500, error: 'Unhandled Error' });
  });
});

describe('circuit breaker', () => {
  it('opens after repeated missing responses and then fails fast without calling upstream', async () => {
    const shared = transport({ volumeThreshold: 2, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 });
    const api = new ProbeApi(shared, visitor);
    await failureOf(api.read('/drop'));
    await failureOf(api.read('/drop'));
    const before = upstream.requests.length;
    const error = await failureOf(api.read('/healthy-but-unreached'));
    expect(upstream.requests.length).toBe(before);
    expect(error.extensions).toMatchObject({ status: 500, error: 'Internal Error (App)' });
    expect(error.message).toBe('No response from /healthy-but-unreached: the service is failing; try again shortly');
    expect(shared.breaker.opened).toBe(true);
    shared.breaker.shutdown();
  });

  it('does not count service errors (404, 401) as failures', async () => {
    const shared = transport({ volumeThreshold: 2, errorThresholdPercentage: 50 });
    const api = new ProbeApi(shared, visitor);
    for (let i = 0; i < 3; i += 1) await failureOf(api.read('/missing'));
    expect(shared.breaker.opened).toBe(false);
    shared.breaker.shutdown();
  });
});

describe('headers and caching', () => {
  it('forwards the signed user context unchanged (never a bare user id), visitor and request ids', async () => {
    const api = new ProbeApi(transport(), {
      user: { id: 'user-7' },
      userContextToken: 'signed.user.context',
      unregisteredUserId: '4f1c2d3e-0000-4000-8000-000000000001',
      requestId: 'req-forward',
      clientIp: '203.0.113.9',
    });
    await api.read('/forwarded', false);
    const [call] = upstream.callsTo('/forwarded');
    expect(call.headers['x-portal-user']).toBe('signed.user.context');
    expect(call.headers['x-portal-user-id']).toBeUndefined();
    expect(call.headers['x-unregistered-user-id']).toBe('4f1c2d3e-0000-4000-8000-000000000001');
    expect(call.headers['x-request-id']).toBe('req-forward');
    // The caller's address, as the gateway saw it, for upstream's per-address limits.
    expect(call.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('serves public content from the shared cache across requests', async () => {
    const shared = transport();
    const first = await new ProbeApi(shared, visitor).read('/public', { ttl: 60 });
    const second = await new ProbeApi(shared, { ...visitor, requestId: 'req-2' }).read('/public', { ttl: 60 });
    expect(second).toEqual(first);
    expect(upstream.callsTo('/public')).toHaveLength(1);
  });

  it('never caches calls marked cache: false', async () => {
    const shared = transport();
    await new ProbeApi(shared, visitor).read('/cart', false);
    await new ProbeApi(shared, visitor).read('/cart', false);
    expect(upstream.callsTo('/cart')).toHaveLength(2);
  });

  it('never caches, nor serves from cache, a request that carries a user', async () => {
    const shared = transport();
    await new ProbeApi(shared, visitor).read('/shared-then-user', { ttl: 60 });
    const signedIn = { user: { id: 'user-1' }, userContextToken: 'signed.user.context', unregisteredUserId: null, requestId: 'req-u' };
    await new ProbeApi(shared, signedIn).read('/shared-then-user', { ttl: 60 });
    await new ProbeApi(shared, signedIn).read('/user-only', { ttl: 60 });
    await new ProbeApi(shared, visitor).read('/user-only', { ttl: 60 });
    expect(upstream.callsTo('/shared-then-user')).toHaveLength(2);
    expect(upstream.callsTo('/user-only')).toHaveLength(2);
  });

  it('does not share an answer the origin marks private, whatever the TTL', async () => {
    const shared = transport();
    await new ProbeApi(shared, visitor).read('/private', { ttl: 60 });
    await new ProbeApi(shared, visitor).read('/private', { ttl: 60 });
    expect(upstream.callsTo('/private')).toHaveLength(2);
  });

  it('sends no-cache to workspaces-api and does not cache its answers', async () => {
    const shared = transport();
    await new ProbeApi(shared, visitor).read('/workspaces-api/v1/list', { ttl: 60 });
    await new ProbeApi(shared, visitor).read('/workspaces-api/v1/list', { ttl: 60 });
    const calls = upstream.callsTo('/workspaces-api/v1/list');
    expect(calls).toHaveLength(2);
    expect(calls[0].headers['cache-control']).toBe('no-cache');
  });

  it('deduplicates identical GETs within one request', async () => {
    const api = new ProbeApi(transport(), visitor);
    await Promise.all([api.read('/dedup', false), api.read('/dedup', false)]);
    expect(upstream.callsTo('/dedup')).toHaveLength(1);
  });
});

/** Versions as the Redis store keeps them, in a map; `down` answers as an unreachable Redis does. */
function mapVersions(): ContentVersions & { down: boolean } {
  const versions = new Map<string, number>();
  return {
    down: false,
    async of({ kind, ids }) {
      return this.down ? null : `${kind}@${ids.map((id) => versions.get(id) ?? 0).join('.')}`;
    },
    async bump({ ids }) {
      for (const id of ids) versions.set(id, (versions.get(id) ?? 0) + 1);
    },
  };
}

describe('content versions in the cache key', () => {
  it("stops serving every cached answer holding a changed id (its own read and its batches), and no other", async () => {
    const versions = mapVersions();
    const shared = transport({ versions });
    const readAll = async (requestId: string) => {
      const api = new ProbeApi(shared, { ...visitor, requestId });
      await api.readContent('/v/one', ['RES1']);
      await api.readContent('/v/batch', ['RES1', 'RES2']);
      await api.readContent('/v/other', ['RES2']);
    };
    await readAll('req-v1');
    await readAll('req-v2');
    expect([upstream.callsTo('/v/one'), upstream.callsTo('/v/batch'), upstream.callsTo('/v/other')].map((calls) => calls.length)).toEqual([1, 1, 1]);
    await versions.bump({ kind: 'research', ids: ['RES1'] });
    await readAll('req-v3');
    await readAll('req-v4');
    expect([upstream.callsTo('/v/one'), upstream.callsTo('/v/batch'), upstream.callsTo('/v/other')].map((calls) => calls.length)).toEqual([2, 2, 1]);
  });

  it('goes to the origin, and stores nothing, while the versions cannot be read', async () => {
    const versions = mapVersions();
    versions.down = true;
    const shared = transport({ versions });
    await new ProbeApi(shared, visitor).readContent('/v/down', ['RES9']);
    versions.down = false;
    await new ProbeApi(shared, visitor).readContent('/v/down', ['RES9']);
    await new ProbeApi(shared, visitor).readContent('/v/down', ['RES9']);
    expect(upstream.callsTo('/v/down')).toHaveLength(2);
  });
});

describe('postRaw (a body a signature covers)', () => {
  it('sends the text byte for byte with its content type and headers, never re-encoded as JSON', async () => {
    const body = '{"id":"evt_1",  "data":{"b":2,"a":"Zürich"}}\n';
    const answer = await new ProbeApi(transport(), visitor).sendRaw('/echo-raw', body);
    expect(answer).toEqual({ body, contentType: 'application/json', signature: 't=1,v1=ab' });
  });

  it("keeps the service's refusal in the error catalogue", async () => {
    const error = await failureOf(new ProbeApi(transport(), visitor).sendRaw('/bad', '{}'));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400, error: 'Bad Request' });
  });
});
