// /myhome's sections over the real upstream REST app, through a proxy that can make one service
// fail: a failing section is null with its error and logged, the others still answer; without a
// signed user there is no home to read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSubgraph, type TestSubgraph } from '@portal/graph-kit/testing';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchContext } from '../context.js';
import { buildSearchSubgraph } from '../schema.js';

const MY_HOME = /* GraphQL */ `
  {
    myHome {
      banner { greeting functions }
      hero { reason { kind text } report { id } }
      featured { reason { kind text } report { id } }
      topPeers { reason { text } webinar { id } }
      researchServices { reason { kind text } service { id title } }
      fromReading { reason { text } report { id } }
      recommendedEvent { reason { text } webinar { id } }
      analysts { reason { kind } analyst { id } }
    }
  }
`;
const USER = { id: 'usr-client-0003', fullName: 'Sam Patel', email: 'sam@meridian.example', userType: 'client' };

let upstream: RealUpstream;
let graph: TestSubgraph;
let proxy: Server;
/** Path prefixes the proxy answers 503 for, as if that service were down. */
let down: string[] = [];

async function forward(upstreamUrl: string, req: import('node:http').IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && name !== 'host')) as Record<string, string>;
  return fetch(`${upstreamUrl}${req.url}`, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
}

beforeAll(async () => {
  upstream = await startRealUpstream('search_graph_my_home_test');
  proxy = createServer((req, res) => {
    if (down.some((prefix) => req.url!.startsWith(prefix))) {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 503, error: 'Service Unavailable', message: 'down' }));
      return;
    }
    forward(upstream.url, req).then(
      async (answer) => res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer())),
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  graph = await startTestSubgraph({
    upstreamUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    build: buildSearchSubgraph,
    contextFactory: createSearchContext,
  });
}, 120_000);

afterAll(async () => {
  await graph?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  await upstream?.close();
});

describe('Query.myHome', () => {
  it('answers every section, each recommendation with its reason', async () => {
    down = [];
    const { data, errors } = await graph.query(MY_HOME, {}, { user: USER });
    expect(errors).toBeUndefined();
    const home = data!.myHome;
    expect(home.banner.greeting).toBe('Welcome back, Sam');
    expect(home.banner.functions.length).toBeGreaterThan(0);
    expect(home.hero.report.id).toMatch(/^RES\d+$/);
    expect(home.featured.length).toBeGreaterThan(0);
    // The held function's research is among the picks, and says so.
    expect([home.hero, ...home.featured].some((r: { reason: { kind: string } }) => r.reason.kind === 'FUNCTION')).toBe(true);
    // So is the research of that function's top priorities, each naming its priority.
    const byPriority = [home.hero, ...home.featured].filter((r: { reason: { kind: string } }) => r.reason.kind === 'PRIORITY');
    expect(byPriority.length).toBeGreaterThan(0);
    for (const pick of byPriority) expect(pick.reason.text).toMatch(/^For your priority \S/);
    expect(home.topPeers.length).toBeGreaterThan(0);
    expect(home.topPeers.length).toBeLessThanOrEqual(5);
    expect(home.researchServices).toHaveLength(3);
    expect(home.researchServices[0].reason).toEqual({ kind: 'SUBSCRIPTION', text: 'In your subscription' });
    expect(home.recommendedEvent.webinar.id).toMatch(/^WEB\d+$/);
    expect(home.analysts).toHaveLength(15);
  });

  it('leaves out the sections whose service is down, with their errors, and keeps the rest', async () => {
    down = ['/webinar-service'];
    const { data, errors } = await graph.query(MY_HOME, {}, { user: USER });
    expect(data!.myHome.topPeers).toBeNull();
    expect(data!.myHome.recommendedEvent).toBeNull();
    expect(errors!.map((e: { path?: unknown[] }) => e.path).sort()).toEqual([['myHome', 'recommendedEvent'], ['myHome', 'topPeers']]);
    expect(data!.myHome.hero.report.id).toMatch(/^RES\d+$/);
    expect(data!.myHome.researchServices).toHaveLength(3);
    expect(data!.myHome.analysts).toHaveLength(15);
  });

  it('is refused without a signed user', async () => {
    down = [];
    const { data, errors } = await graph.query(MY_HOME);
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
