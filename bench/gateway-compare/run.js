#!/usr/bin/env node
// Our gateway against @apollo/gateway on the same supergraph and the same subgraphs, and our
// gateway's overhead over calling a subgraph straight at a fixed rate. See bench/README.md.
import { serviceEntry } from '../../scripts/stack.mjs';
import { loadConfig } from '../report-page/config.js';
import { latencyColumns, latencyRow, printTable, ratioRow, summarize } from '../report-page/stats.js';
import { checkAnswer, fire } from './load.js';
import { cpuMsOf, withCpuOf } from './processCpu.js';
import { GATEWAY_NODE_ENV, backend, startApolloGateway, startOurGateway } from './processes.js';
import { oneSubgraphQuery, reportPageQuery, twoSubgraphQuery, webAppDocument } from './queries.js';

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
  /** Sequential uncached requests per query, gateway and round in the CPU part. */
  cpuRequests: int('CPU_REQUESTS', 200),
  /** An older build of our gateway (e.g. a copy of main's services/gateway/dist/main.bundle.js) run alongside as "before". */
  baselineScript: process.env.BASELINE_GATEWAY_SCRIPT,
  /** Extra node flags for our gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
  nodeArgs: (process.env.GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** Also run our gateway with the Rust query planner (GATEWAY_QUERY_PLANNER=rust) as "ours rust". */
  rustPlanner: process.env.COMPARE_RUST_PLANNER === '1',
  parts: new Set((process.env.BENCH_PARTS ?? 'compare,cpu,overhead').split(',')),
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
  const ours = await startOurGateway({ script: serviceEntry('gateway'), port: 5607, nodeArgs: settings.nodeArgs, ...back });
  stopping.unshift(ours.stop);
  const targets = [{ name: 'ours', url: ours.url, pid: ours.pid }];
  if (settings.baselineScript) {
    const before = await startOurGateway({ script: settings.baselineScript, port: 5608, ...back });
    stopping.unshift(before.stop);
    targets.push({ name: 'ours before', url: before.url, pid: before.pid });
  }
  if (settings.rustPlanner) {
    const rust = await startOurGateway({ script: serviceEntry('gateway'), port: 5609, env: { GATEWAY_QUERY_PLANNER: 'rust' }, ...back });
    stopping.unshift(rust.stop);
    targets.push({ name: 'ours rust', url: rust.url, pid: rust.pid });
  }
  const apollo = await startApolloGateway({ port: 5606, subgraphUrls: back.subgraphUrls });
  stopping.unshift(apollo.stop);
  targets.push({ name: 'apollo', url: apollo.url, pid: apollo.pid });

  if (settings.parts.has('compare')) await compare(targets);
  if (settings.parts.has('cpu')) await cpuPerRequest(targets);
  if (settings.parts.has('overhead')) await overhead(ours.url, back.subgraphUrls.content);
}

/**
 * What every part sends: the report-page query (with the private cart, never cached: the
 * baseline row), the web app's two report-page documents as it sends them, and the small join.
 */
const queries = [
  { name: 'report page (issue #14 query)', body: bodyOf(reportPageQuery, 'ReportPage') },
  { name: 'web ReportPage', body: bodyOf(webAppDocument('ReportPage'), 'ReportPage') },
  { name: 'web ReportPagePrivate', body: bodyOf(webAppDocument('ReportPagePrivate'), 'ReportPagePrivate') },
  { name: 'two subgraphs', body: bodyOf(twoSubgraphQuery, 'TwoSubgraphs') },
];

/** Every query against every gateway, interleaved round by round so that the machine's load hits all alike. */
async function compare(targets) {
  for (const query of queries) for (const target of targets) await checkAnswer(target.url, gatewayHeaders, query.body);
  // Warm-up: plans cached, connections open, JIT warm.
  for (const query of queries) for (const target of targets) await fire({ url: target.url, headers: gatewayHeaders, body: query.body, connections: settings.connections, seconds: 2 });
  log(`report ${reportId}; ${settings.rounds} rounds of ${settings.seconds} s per query and gateway, ${settings.connections} connections`);
  const runs = new Map();
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const query of queries) {
      for (const target of targets) {
        log(`  round ${round}: ${query.name} -> ${target.name}`);
        const { result: run, cpuMs } = await withCpuOf(target.pid, () =>
          fire({ url: target.url, headers: gatewayHeaders, body: query.body, connections: settings.connections, seconds: settings.seconds }),
        );
        const key = `${query.name}|${target.name}`;
        const sum = runs.get(key) ?? { latencies: [], elapsedMs: 0, errors: 0, cpuMs: 0 };
        runs.set(key, { latencies: sum.latencies.concat(run.latencies), elapsedMs: sum.elapsedMs + run.elapsedMs, errors: sum.errors + run.errors, cpuMs: sum.cpuMs + cpuMs });
      }
    }
  }
  for (const query of queries) {
    const stats = Object.fromEntries(targets.map((t) => [t.name, withCpu(runs.get(`${query.name}|${t.name}`))]));
    const rows = targets.map((t) => ({ ...latencyRow(t.name, stats[t.name]), cpu: fixedOrDash(stats[t.name].cpu) }));
    const ratio = (name, a, b) => ({ ...ratioRow(name, a, b), cpu: fixedOrDash(a.cpu / b.cpu, 2) });
    rows.push(ratio('ratio ours/apollo', stats.ours, stats.apollo));
    if (stats['ours before']) rows.push(ratio('ratio ours/ours before', stats.ours, stats['ours before']));
    if (stats['ours rust']) rows.push(ratio('ratio ours rust/apollo', stats['ours rust'], stats.apollo));
    printTable(`${query.name} (${settings.connections} connections; ratio: above 1 = more rps, latency or CPU)`, [...requestColumns, cpuColumn], rows);
  }
}

const fixedOrDash = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const cpuColumn = { key: 'cpu', label: 'CPU ms/req' };

/** The latency summary and the gateway's CPU milliseconds per answered request of the run. */
function withCpu(run) {
  const stats = summarize(run);
  return { ...stats, cpu: run.cpuMs / (stats.requests + run.errors) };
}

/**
 * Gateway CPU per request without any cache: `cpuRequests` requests one after another with
 * `Cache-Control: no-cache` (our response cache passes such a request by; Apollo has none), per
 * query and gateway, interleaved by round. One at a time, so no request waits on another's CPU.
 * `Accept-Encoding: identity` as autocannon sends none: fetch would ask for gzip, which ours
 * does and Apollo does not.
 */
async function cpuPerRequest(targets) {
  const headers = { ...gatewayHeaders, 'cache-control': 'no-cache', 'accept-encoding': 'identity' };
  const sequential = async (url, body, count) => {
    for (let i = 0; i < count; i += 1) {
      const response = await fetch(url, { method: 'POST', headers, body });
      const json = await response.json();
      if (!response.ok || json.errors?.length) throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(json.errors).slice(0, 300)}`);
    }
  };
  for (const query of queries) for (const target of targets) await sequential(target.url, query.body, 20);
  log(`CPU per request (NODE_ENV ${GATEWAY_NODE_ENV}): ${settings.rounds} rounds of ${settings.cpuRequests} sequential uncached requests per query and gateway`);
  const cpu = new Map();
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const query of queries) {
      for (const target of targets) {
        const before = cpuMsOf(target.pid);
        await sequential(target.url, query.body, settings.cpuRequests);
        const key = `${query.name}|${target.name}`;
        cpu.set(key, (cpu.get(key) ?? 0) + cpuMsOf(target.pid) - before);
      }
    }
  }
  const perRequest = (query, target) => cpu.get(`${query.name}|${target}`) / (settings.rounds * settings.cpuRequests);
  const columns = [{ key: 'name', label: '' }, ...targets.map((t) => ({ key: t.name, label: t.name })), { key: 'ratio', label: 'ours/apollo' }];
  if (targets.some((t) => t.name === 'ours before')) columns.push({ key: 'vsBefore', label: 'ours/ours before' });
  const rows = queries.map((query) => {
    const row = { name: query.name, ratio: fixedOrDash(perRequest(query, 'ours') / perRequest(query, 'apollo'), 2) };
    for (const t of targets) row[t.name] = fixedOrDash(perRequest(query, t.name));
    if (columns.some((c) => c.key === 'vsBefore')) row.vsBefore = fixedOrDash(perRequest(query, 'ours') / perRequest(query, 'ours before'), 2);
    return row;
  });
  printTable('Gateway CPU ms per request, sequential, Cache-Control: no-cache (/proc/<pid>/stat utime+stime)', columns, rows);
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
