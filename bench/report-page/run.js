#!/usr/bin/env node
// Report-page benchmark: the page's data through the gateway (one GraphQL query) against the same
// data fetched straight from the upstream REST services, cold and warm, plus the upstream calls
// each costs. Needs a running stack (`npm start`); see bench/README.md.
import { loadConfig } from './config.js';
import { gatewayPageLoader } from './gatewayPage.js';
import { runClosedLoop, runSequential } from './load.js';
import { drawColdReportIds } from './reportIds.js';
import { restPageLoader } from './restPage.js';
import { latencyColumns, latencyRow, printTable, ratioRow, summarize } from './stats.js';
import { countUpstreamCalls } from './upstreamMetrics.js';

const config = await loadConfig();
const gateway = gatewayPageLoader(config);
const rest = restPageLoader(config);

async function ensureStackIsUp() {
  for (const url of [config.gatewayUrl, config.upstreamUrl]) {
    const response = await fetch(`${url}/healthz`).catch(() => {
      throw new Error(`${url} is not reachable: start the stack with \`npm start\` (or set GATEWAY_URL / UPSTREAM_URL)`);
    });
    if (!response.ok) throw new Error(`${url}/healthz answered HTTP ${response.status}`);
  }
}

async function main() {
  await ensureStackIsUp();
  console.log(`report page benchmark: gateway ${config.gatewayUrl}, upstream ${config.upstreamUrl}`);
  console.log(
    `warm report ${config.reportId}: ${config.connections} concurrent loads for ${config.warmSeconds} s each; ` +
      `cold: ${config.coldCount} never-requested reports each, one at a time`,
  );

  // Three disjoint id sets: cold gateway loads, cold REST loads, and the cold call counts.
  const coldIds = await drawColdReportIds({
    upstreamUrl: config.upstreamUrl,
    corpusSize: config.corpusSize,
    count: config.coldCount * 2 + 2,
    exclude: new Set([config.reportId]),
  });
  const gatewayColdIds = coldIds.slice(0, config.coldCount);
  const restColdIds = coldIds.slice(config.coldCount, config.coldCount * 2);
  const [gatewayCountId, restCountId] = coldIds.slice(config.coldCount * 2);

  // Upstream calls per page load, read from upstream's counter around one load each.
  const calls = {
    gatewayCold: await countUpstreamCalls(config.upstreamUrl, () => gateway(gatewayCountId)),
    restCold: await countUpstreamCalls(config.upstreamUrl, () => rest(restCountId)),
  };
  // Warm-up of the warm id (also checks both paths answer it), then the warm counts.
  for (let i = 0; i < 3; i += 1) await Promise.all([gateway(config.reportId), rest(config.reportId)]);
  calls.gatewayWarm = await countUpstreamCalls(config.upstreamUrl, () => gateway(config.reportId));
  calls.restWarm = await countUpstreamCalls(config.upstreamUrl, () => rest(config.reportId));

  console.log('\nrunning: gateway cold ...');
  const gatewayCold = summarize(await runSequential(gateway, gatewayColdIds));
  console.log('running: REST cold ...');
  const restCold = summarize(await runSequential(rest, restColdIds));
  console.log('running: gateway warm ...');
  const warm = { connections: config.connections, seconds: config.warmSeconds };
  const gatewayWarm = summarize(await runClosedLoop(gateway, config.reportId, warm));
  console.log('running: REST warm ...');
  const restWarm = summarize(await runClosedLoop(rest, config.reportId, warm));

  printTable('Report page loads (latency of a whole page load, ms)', latencyColumns, [
    latencyRow('gateway cold', gatewayCold),
    latencyRow('REST cold', restCold),
    ratioRow('ratio gateway/REST cold', gatewayCold, restCold),
    latencyRow('gateway warm', gatewayWarm),
    latencyRow('REST warm', restWarm),
    ratioRow('ratio gateway/REST warm', gatewayWarm, restWarm),
  ]);

  printTable(
    'Upstream REST calls per page load (upstream_http_requests_total)',
    [
      { key: 'name', label: '' },
      { key: 'cold', label: 'cold' },
      { key: 'warm', label: 'warm' },
    ],
    [
      { name: 'gateway (one GraphQL query)', cold: calls.gatewayCold, warm: calls.gatewayWarm },
      { name: 'REST direct', cold: calls.restCold, warm: calls.restWarm },
    ],
  );

  if (gatewayWarm.errors || restWarm.errors || !gatewayWarm.requests || !restWarm.requests) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`report page benchmark failed: ${error.message}`);
  process.exit(1);
});
