#!/usr/bin/env node
// Our gateway against @apollo/gateway on the same supergraph and the same subgraphs, and our
// gateway's overhead over calling a subgraph straight at a fixed rate. See bench/README.md.
import { loadConfig } from '../report-page/config.js';
import { latencyColumns, latencyRow, printTable, ratioRow, summarize } from '../report-page/stats.js';
import { checkAnswer, fire } from './load.js';
import { backend, startApolloGateway, startOurGateway } from './processes.js';
import { oneSubgraphQuery, reportPageQuery, twoSubgraphQuery } from './queries.js';

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${process.env[name]}`);
  return value;
};
const settings = {
  seconds: int('BENCH_SECONDS', 10),
  rounds: int('BENCH_ROUNDS', 2),
  connections: int('CONNECTIONS', 10),
  overheadRate: int('OVERHEAD_RATE', 50),
  overheadSeconds: int('OVERHEAD_SECONDS', 15),
  /** An older build of our gateway (e.g. a copy of main's services/gateway/dist/main.js) run alongside as "before". */
  baselineScript: process.env.BASELINE_GATEWAY_SCRIPT,
  /** Extra node flags for our gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
  nodeArgs: (process.env.GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** Also run our gateway with the Rust query planner (GATEWAY_QUERY_PLANNER=rust) as "ours rust". */
  rustPlanner: process.env.COMPARE_RUST_PLANNER === '1',
  parts: new Set((process.env.BENCH_PARTS ?? 'compare,overhead').split(',')),
};
const { reportId, visitorId } = await loadConfig();
const log = (line) => console.log(line);
const gatewayHeaders = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', cookie: `portal_uid=${visitorId}` };
// What our gateway sends a subgraph for this visitor (subgraphHeaders.ts): no user, the visitor id.
const subgraphHeaders = { 'content-type': 'application/json', accept: 'application/json', 'x-unregistered-user-id': visitorId };
const bodyOf = (query, operationName) => JSON.stringify({ query, variables: { id: reportId }, operationName });

const stopping = [];
async function main() {
  const back = await backend(log);
  stopping.push(back.stop);
  const ours = await startOurGateway({ script: 'services/gateway/dist/main.js', port: 5607, nodeArgs: settings.nodeArgs, ...back });
  stopping.unshift(ours.stop);
  const targets = [{ name: 'ours', url: ours.url }];
  if (settings.baselineScript) {
    const before = await startOurGateway({ script: settings.baselineScript, port: 5608, ...back });
    stopping.unshift(before.stop);
    targets.push({ name: 'ours before', url: before.url });
  }
  if (settings.rustPlanner) {
    const rust = await startOurGateway({ script: 'services/gateway/dist/main.js', port: 5609, env: { GATEWAY_QUERY_PLANNER: 'rust' }, ...back });
    stopping.unshift(rust.stop);
    targets.push({ name: 'ours rust', url: rust.url });
  }
  const apollo = await startApolloGateway({ port: 5606, subgraphUrls: back.subgraphUrls });
  stopping.unshift(apollo.stop);
  targets.push({ name: 'apollo', url: apollo.url });

  if (settings.parts.has('compare')) await compare(targets);
  if (settings.parts.has('overhead')) await overhead(ours.url, back.subgraphUrls.content);
}

/** Every query against every gateway, interleaved round by round so that the machine's load hits all alike. */
async function compare(targets) {
  const queries = [
    { name: 'report page', body: bodyOf(reportPageQuery, 'ReportPage') },
    { name: 'two subgraphs', body: bodyOf(twoSubgraphQuery, 'TwoSubgraphs') },
  ];
  for (const query of queries) for (const target of targets) await checkAnswer(target.url, gatewayHeaders, query.body);
  // Warm-up: plans cached, connections open, JIT warm.
  for (const query of queries) for (const target of targets) await fire({ url: target.url, headers: gatewayHeaders, body: query.body, connections: settings.connections, seconds: 2 });
  log(`report ${reportId}; ${settings.rounds} rounds of ${settings.seconds} s per query and gateway, ${settings.connections} connections`);
  const runs = new Map();
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const query of queries) {
      for (const target of targets) {
        log(`  round ${round}: ${query.name} -> ${target.name}`);
        const run = await fire({ url: target.url, headers: gatewayHeaders, body: query.body, connections: settings.connections, seconds: settings.seconds });
        const key = `${query.name}|${target.name}`;
        const sum = runs.get(key) ?? { latencies: [], elapsedMs: 0, errors: 0 };
        runs.set(key, { latencies: sum.latencies.concat(run.latencies), elapsedMs: sum.elapsedMs + run.elapsedMs, errors: sum.errors + run.errors });
      }
    }
  }
  for (const query of queries) {
    const stats = Object.fromEntries(targets.map((t) => [t.name, summarize(runs.get(`${query.name}|${t.name}`))]));
    const rows = targets.map((t) => latencyRow(t.name, stats[t.name]));
    rows.push(ratioRow('ratio ours/apollo', stats.ours, stats.apollo));
    if (stats['ours before']) rows.push(ratioRow('ratio ours/ours before', stats.ours, stats['ours before']));
    if (stats['ours rust']) rows.push(ratioRow('ratio ours rust/apollo', stats['ours rust'], stats.apollo));
    printTable(`${query.name} (${settings.connections} connections; ratio: above 1 = more rps or more latency)`, requestColumns, rows);
  }
}

/** The one-subgraph query at a fixed rate, through our gateway and straight to content-graph, interleaved. */
async function overhead(gatewayUrl, contentUrl) {
  const body = bodyOf(oneSubgraphQuery, 'OneSubgraph');
  const paths = [
    { name: 'through the gateway', url: gatewayUrl, headers: gatewayHeaders },
    { name: 'content-graph direct', url: contentUrl, headers: subgraphHeaders },
  ];
  for (const p of paths) await checkAnswer(p.url, p.headers, body);
  for (const p of paths) await fire({ url: p.url, headers: p.headers, body, connections: 5, seconds: 2, rate: settings.overheadRate });
  const runs = Object.fromEntries(paths.map((p) => [p.name, { latencies: [], elapsedMs: 0, errors: 0 }]));
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const p of paths) {
      log(`  round ${round}: one subgraph at ${settings.overheadRate} rps -> ${p.name}`);
      const run = await fire({ url: p.url, headers: p.headers, body, connections: 5, seconds: settings.overheadSeconds, rate: settings.overheadRate });
      const sum = runs[p.name];
      runs[p.name] = { latencies: sum.latencies.concat(run.latencies), elapsedMs: sum.elapsedMs + run.elapsedMs, errors: sum.errors + run.errors };
    }
  }
  const [via, direct] = paths.map((p) => summarize(runs[p.name]));
  const difference = { name: 'difference (gateway overhead)', requests: '', errors: '', rps: '', p50: (via.p50 - direct.p50).toFixed(1), p95: (via.p95 - direct.p95).toFixed(1), p99: (via.p99 - direct.p99).toFixed(1) };
  printTable(`Gateway overhead, one-subgraph query at ${settings.overheadRate} rps (goal: at most 2 ms at p95)`, requestColumns, [
    latencyRow(paths[0].name, via),
    latencyRow(paths[1].name, direct),
    difference,
  ]);
}

const requestColumns = latencyColumns.map((c) => (c.key === 'requests' ? { ...c, label: 'requests' } : c.key === 'rps' ? { ...c, label: 'rps' } : c));

try {
  await main();
} catch (error) {
  console.error(`gateway comparison failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  for (const stop of stopping) await stop().catch(() => {});
}
