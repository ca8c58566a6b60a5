// The typed call: a contract and its inputs make the request; in tests the answer is checked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineContracts, intParam } from '@portal/contracts';
import { z } from '@portal/domain';
import { sendJson, testLogger } from '../testing/index.js';
import { CONTRACT_CHECK_ENV } from './contractCheck.js';
import { PortalRestDataSource, type RequestIdentity } from './portalRestDataSource.js';
import { createRestTransport } from './restTransport.js';

const probe = defineContracts('probe', '/probe/api/v1', {
  item: {
    method: 'GET',
    path: '/items/:id',
    params: z.object({ id: z.string() }),
    query: z.object({ size: intParam('size', 1, 10).optional(), tag: z.array(z.string()).optional() }),
    response: z.object({ id: z.string(), size: z.number() }),
  },
  rename: { method: 'PATCH', path: '/items/:id', params: z.object({ id: z.string() }), body: z.object({ name: z.string() }), response: z.object({ name: z.string() }) },
});

class ProbeApi extends PortalRestDataSource {
  item(id: string, size?: string, tag?: string[]) {
    return this.callContract(probe.item, { params: { id }, query: { size, tag } }, { cache: false });
  }
  rename(id: string, name: string) {
    return this.callContract(probe.rename, { params: { id }, body: { name } }, {});
  }
}

const visitor: RequestIdentity = { user: null, userContextToken: null, unregisteredUserId: null, requestId: 'req-1' };
const seen: { method: string; url: string; body: string }[] = [];
let server: Server;
let baseUrl: string;

// A server of its own (not the stub server): it reads the request body too.
beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({ method: request.method ?? '', url: request.url ?? '', body });
    if (request.url?.startsWith('/probe/api/v1/items/off%20contract')) return sendJson(response, 200, { id: 7 });
    if (request.method === 'PATCH') return sendJson(response, 200, JSON.parse(body));
    return sendJson(response, 200, { id: decodeURIComponent(request.url!.split('/')[5].split('?')[0]), size: 3 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  process.env[CONTRACT_CHECK_ENV] = '1';
});

const api = () => new ProbeApi(createRestTransport({ baseUrl, cache: new InMemoryLRUCache(), logger: testLogger(), timeoutMs: 1000 }), visitor);

describe('callContract', () => {
  it('puts the encoded path parameters, the query (a list repeated) and the body where the contract says', async () => {
    expect(await api().item('a/b', '3', ['x', 'y'])).toEqual({ id: 'a/b', size: 3 });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/probe/api/v1/items/a%2Fb?size=3&tag=x&tag=y' });
    expect(await api().rename('c', 'new name')).toEqual({ name: 'new name' });
    expect(seen.at(-1)).toEqual({ method: 'PATCH', url: '/probe/api/v1/items/c', body: '{"name":"new name"}' });
  });

  it('in tests, refuses an answer outside the contract', async () => {
    expect(process.env[CONTRACT_CHECK_ENV]).toBe('1');
    await expect(api().item('off contract')).rejects.toBeInstanceOf(GraphQLError);
  });

  it('in production, passes the answer on as it came', async () => {
    delete process.env[CONTRACT_CHECK_ENV];
    expect(await api().item('off contract')).toEqual({ id: 7 });
  });
});
