// A route the spec shares among contracts by a query parameter (GET /search?type=…): each contract
// answers its own requests, parsed with its own schema, and passes the rest on to the next one.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineContracts } from '@portal/contracts';
import { z } from '@portal/domain';
import { errorHandler } from './errorHandler.js';
import { serveContract } from './serveContract.js';
import { getJson } from '../testing/http.js';
import { listen, type RunningServer } from '../testing/server.js';

const shared = defineContracts('shared', '/shared', {
  tags: {
    method: 'GET',
    path: '/find',
    servesOnly: { query: 'type', pattern: /^tag$/ },
    query: z.object({ type: z.string(), size: z.string().regex(/^\d+$/, { error: 'size must be digits' }) }),
    response: z.object({ tags: z.string() }),
  },
  anything: { method: 'GET', path: '/find', query: z.object({ type: z.string({ error: 'type is required' }) }), response: z.object({ other: z.string() }) },
});

let server: RunningServer;
beforeAll(async () => {
  const app = express();
  // Two routers at one prefix, as search-service mounts the technology search before its own.
  const first = express.Router();
  serveContract(first, shared.tags, ({ query }) => ({ tags: query.size }));
  const second = express.Router();
  serveContract(second, shared.anything, ({ query }) => ({ other: query.type }));
  app.use('/shared', first, second);
  app.use(errorHandler({ error: () => undefined }));
  server = await listen(app);
});
afterAll(async () => {
  await server?.close();
});

describe('serveContract with servesOnly', () => {
  it('answers the requests it serves, with its own schema', async () => {
    expect((await getJson(`${server.baseUrl}/shared/find?type=tag&size=3`)).body).toEqual({ tags: '3' });
    const bad = await getJson(`${server.baseUrl}/shared/find?type=tag&size=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('size must be digits');
  });

  it('passes every other request on to the next contract of the route', async () => {
    expect((await getJson(`${server.baseUrl}/shared/find?type=word&size=x`)).body).toEqual({ other: 'word' });
    const missing = await getJson(`${server.baseUrl}/shared/find`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('type is required');
  });
});
