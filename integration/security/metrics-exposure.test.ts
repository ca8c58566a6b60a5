// Attack: reading a process's /metrics from outside in production. The figures describe the system
// (routes, operation names, error rates, memory) and scraping costs work, so in production every
// process (gateway, subgraphs, upstream) serves /metrics only to a scraper with
// `Authorization: Bearer $METRICS_TOKEN`, and to no one without a METRICS_TOKEN; anyone else gets a
// 404, as if there were no such route. The gateway's port is the public one.
import { randomBytes } from 'node:crypto';
import getPort from 'get-port';
import { describe, expect, inject, it } from 'vitest';
import { forThisFile } from '../support/forThisFile.js';
import { startGatewayProcess } from '../support/gatewayProcess.js';
import { startPortalProcess, type PortalProcess } from '../support/portalProcess.js';
import { productionSafeEnv } from '../support/productionEnv.js';
import { serviceEntry } from '../../scripts/stack.mjs';

const METRICS_TOKEN = randomBytes(24).toString('base64url');
const production = { ...productionSafeEnv(), LOG_LEVEL: 'warn' };

async function startOn(script: string, env: Record<string, string>): Promise<PortalProcess> {
  const port = await getPort();
  return startPortalProcess(script, { PATH: process.env.PATH, ...env, PORT: String(port) }, port, 150_000);
}

const processes = forThisFile(
  'production processes',
  async () => {
    const [gateway, gatewayWithoutToken, subgraph, upstream] = await Promise.all([
      startGatewayProcess({ ...production, METRICS_TOKEN }),
      startGatewayProcess(production),
      startOn(serviceEntry('account-graph'), { ...production, METRICS_TOKEN }),
      // The run's seeded database and an index of its own, so it starts without seeding or building on disk.
      startOn(serviceEntry('upstream'), { ...inject('stackEnv'), ...production, METRICS_TOKEN, SEARCH_INDEX: 'memory' }),
    ]);
    return { gateway, gatewayWithoutToken, subgraph, upstream };
  },
  async (started) => {
    await Promise.all(Object.values(started).map((process) => process.stop()));
  },
);

const metricsOf = (base: PortalProcess, authorization?: string) =>
  fetch(`${base.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('/metrics in production', () => {
  for (const name of ['gateway', 'subgraph', 'upstream'] as const) {
    it(`${name}: refused without the scraper's token, served with it`, async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN, `Basic ${METRICS_TOKEN}`]) {
        const refused = await metricsOf(processes[name], authorization);
        expect(refused.status).toBe(404);
        expect(await refused.text()).not.toContain('# HELP');
      }
      const served = await metricsOf(processes[name], `Bearer ${METRICS_TOKEN}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('no-store');
      expect(await served.text()).toContain('# HELP');
    });
  }

  it('is served to no one when no METRICS_TOKEN is set', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
      const refused = await metricsOf(processes.gatewayWithoutToken, authorization);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('# HELP');
    }
  });
});
