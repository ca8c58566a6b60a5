#!/usr/bin/env node
// One subgraph down under a steady load (issue #14): the gateway must answer every request with
// partial data and errors while it is gone (no 5xx), naming no internal host, and give full answers
// again within 10 s of its return. Starts its own seeded stack on ports 5700-5705 (BENCH_PORTS).
import { startSeededPortal } from '../lighthouse/stack.js';
import { BENCH_PORTS, BENCH_STACK_ENV, loadConfig } from './config.js';
import { printTally, sleep, startLoad, tally } from './load.js';
import { crash, healthy, relaunch } from './process.js';
import { contentOnly, reportPage } from './queries.js';

const config = loadConfig();
const portalName = `${config.subgraph}-graph`;

async function main() {
  console.log(`subgraph outage benchmark: ${portalName} stopped for ${config.outageSeconds} s under ${config.reportRps} rps report page + ${config.contentRps} rps content-only`);
  const portal = await startSeededPortal({ ports: BENCH_PORTS, redis: null, env: BENCH_STACK_ENV });
  try {
    const { stack } = portal;
    const load = startLoad(portal.gatewayUrl, [
      { name: reportPage.name, rps: config.reportRps, request: reportPage },
      { name: contentOnly.name, rps: config.contentRps, request: contentOnly },
    ]);
    await sleep(config.beforeSeconds * 1000);

    const down = load.now();
    await crash(stack, portalName);
    await sleep(config.outageSeconds * 1000);

    const back = load.now();
    relaunch(stack, portalName);
    if (!(await healthy(stack.subgraphUrls[config.subgraph].replace(/\/graphql$/, ''), 120_000))) throw new Error(`${portalName} did not start again`);
    const listening = load.now();
    await sleep(config.afterSeconds * 1000);
    await load.stop();

    const { results } = load;
    const of = (name) => results.filter((r) => r.name === name);
    printTally('Answers by phase', [
      ['before: report page', tally(of(reportPage.name), 0, down)],
      ['outage: report page', tally(of(reportPage.name), down, back)],
      ['outage: content only', tally(of(contentOnly.name), down, back)],
      ['restart: report page', tally(of(reportPage.name), back, Infinity)],
      ['restart: content only', tally(of(contentOnly.name), back, Infinity)],
    ]);
    const outage = tally(of(reportPage.name), down, back);
    if (outage.firstMessage) console.log(`an outage error: ${outage.firstMessage}`);

    // The first full report page sent after the restart; the goal counts from when the subgraph
    // listens again (its own start, a Node process on a busy machine, is not the gateway's doing).
    const firstFull = of(reportPage.name).find((r) => r.sentAt >= back && r.kind === 'full');
    const recovery = firstFull ? firstFull.at - listening : Infinity;
    const all = tally(results);
    console.log(`\n${portalName} back at ${back.toFixed(1)} s, listening at ${listening.toFixed(1)} s (start ${(listening - back).toFixed(1)} s)`);
    console.log(`5xx over the whole run: ${all.http5xx} (goal 0); failed without a GraphQL answer: ${all.failed}`);
    console.log(`partial data + errors during the outage: ${outage.partial} of ${outage.requests} report pages; errors naming an internal host: ${all.leaks} (goal 0)`);
    console.log(`first full answer ${(firstFull ? firstFull.at - back : Infinity).toFixed(1)} s after the restart, ${recovery.toFixed(1)} s after it listened (goal <= ${config.recoveryGoalSeconds} s)`);
    const pass = all.http5xx === 0 && all.failed === 0 && all.leaks === 0 && outage.partial > 0 && recovery <= config.recoveryGoalSeconds;
    console.log(`verdict: ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(`subgraph outage benchmark failed: ${error.message}`);
  process.exit(1);
});
