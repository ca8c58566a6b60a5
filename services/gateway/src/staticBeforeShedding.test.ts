// Issue #14: under load the gateway answered 503 for the web app's bundles, so the app never
// started. Its built files are served ahead of the load shedder; pages and GraphQL are still shed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIns, stopGatewayTest, type StandIns } from '../test/standInSubgraphs.js';
import { createLogger } from './logger.js';
import { createGatewayServer, type GatewayServer } from './server.js';

const bundlePath = '/assets/app-5d1e2f3a.js';
const bundle = 'console.log("the app starts");';

let standIns: StandIns;
let gateway: GatewayServer;

beforeAll(async () => {
  standIns = await startStandIns('shedding-order-');
  const webDist = path.join(standIns.workDir, 'web-dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, bundlePath.slice(1)), bundle);
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  gateway = await createGatewayServer({
    supergraphPath: standIns.supergraphPath,
    subgraphUrls: standIns.subgraphUrls,
    webDist,
    port: await getPort(),
    logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
    // Any heap at all is over a millionth of the cap: the gateway is overloaded from its first sample.
    loadShedding: { maxEventLoopDelayMs: 2000, maxHeapFraction: 0.000001 },
  });
});

afterAll(() => stopGatewayTest(gateway, [standIns]));

const graphqlStatus = async () =>
  (await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) })).status;

describe('load shedding and the web app', () => {
  it('serves the built bundles and /sw.js while it sheds GraphQL and pages', async () => {
    await expect.poll(graphqlStatus).toBe(503);

    const asset = await fetch(`${gateway.url}${bundlePath}`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe(bundle);
    const worker = await fetch(`${gateway.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const page = await fetch(`${gateway.url}/report/RES1`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    const missing = await fetch(`${gateway.url}/assets/gone-12345678.js`);
    expect(missing.status).toBe(503);
  });
});
