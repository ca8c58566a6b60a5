#!/usr/bin/env node
// Start time (issue #14): `npm start` twice over a fresh data directory, timed end to end, from the
// command to the first report page the portal serves (rendered on the server through the gateway,
// the subgraphs, upstream and the database). The first start installs nothing new but migrates and
// seeds the corpus and builds the search index: it is the baseline. The second start finds all of
// that in place, as a developer's every later start does; its goal is at most START_BUDGET_S (15 s).
//
// It runs `npm start` itself, so on its default ports (4000-4004, 4100): stop a running portal
// first. Embedded defaults only (PGlite, in-memory cache), as on a fresh clone: DATABASE_URL and
// REDIS_URL are not passed on, and DATA_DIR is a directory of its own, removed afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { DEFAULT_PORTS, repoRoot } from '../../scripts/stack.mjs';
import { sleep } from '../resilience/load.js';

const budgetSeconds = Number(process.env.START_BUDGET_S ?? 15);
const PAGE = `http://127.0.0.1:${DEFAULT_PORTS.gateway}/report/RES100001`;
const GIVE_UP_MS = 15 * 60_000;
const POLL_MS = 100;
// The page is asked for once the portal says it is ready, then again each second until it answers:
// asked for ten times a second it would be the visitor rate limit's 429 that the bench measured.
const PAGE_RETRY_MS = 1000;
const PAGE_TIMEOUT_MS = 60_000;

/** Another process listens on `port` (get-port offers a different one then). */
const portInUse = async (port) => (await getPort({ port })) !== port;

/** A report page, as a browser asks for it: 200 and the page's own HTML. */
async function servesReportPage() {
  try {
    const response = await fetch(PAGE, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
    const html = await response.text();
    return response.status === 200 && html.includes('<h1');
  } catch {
    return false;
  }
}

/** Seconds from `started` until each process first answers its /healthz (where the start's time goes). */
function watchHealth(started, stopped) {
  const healthyAt = {};
  const polls = Object.entries(DEFAULT_PORTS).map(async ([name, port]) => {
    while (!stopped()) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
        if (response.ok) {
          healthyAt[name] = (performance.now() - started) / 1000;
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(POLL_MS);
    }
  });
  return { healthyAt, done: () => Promise.all(polls) };
}

const seconds = (value) => (value === undefined ? '-' : `${value.toFixed(1)} s`);

/** One `npm start`, timed until each process is healthy, it says it is ready and it serves the report page; then stopped. */
async function timedStart(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let readyAt;
  const collect = (chunk) => {
    output += chunk;
    if (readyAt === undefined && output.includes('The portal is ready')) readyAt = performance.now();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  let served = false;
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  const health = watchHealth(started, () => exited || served);
  try {
    const waitUntil = async (condition, pause) => {
      while (!(await condition())) {
        if (exited) throw new Error(`npm start exited before serving:\n${output.slice(-4000)}`);
        if (performance.now() - started > GIVE_UP_MS) throw new Error(`no report page after ${GIVE_UP_MS / 1000} s:\n${output.slice(-4000)}`);
        await sleep(pause);
      }
    };
    await waitUntil(() => readyAt !== undefined, POLL_MS);
    await waitUntil(servesReportPage, PAGE_RETRY_MS);
    const servedAt = performance.now();
    served = true;
    await health.done();
    return { ready: (readyAt - started) / 1000, serves: (servedAt - started) / 1000, healthy: health.healthyAt };
  } finally {
    served = true;
    // npm start's own Ctrl-C: the stack stops its processes and exits.
    if (!exited) process.kill(-child.pid, 'SIGINT');
    const forced = setTimeout(() => !exited && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exit;
    clearTimeout(forced);
  }
}

async function main() {
  const busy = [];
  for (const [name, port] of Object.entries(DEFAULT_PORTS)) if (await portInUse(port)) busy.push(`${name} ${port}`);
  if (busy.length > 0) throw new Error(`npm start's ports are in use (${busy.join(', ')}): stop the running portal first`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-start-bench-'));
  try {
    console.log(`start time: npm start twice over ${dataDir}, until ${PAGE} answers 200`);
    const first = await timedStart(dataDir);
    console.log(`first start (migrate, seed, index):  ready ${seconds(first.ready)}, serves ${seconds(first.serves)}`);
    const second = await timedStart(dataDir);
    console.log(`second start (all in place):         ready ${seconds(second.ready)}, serves ${seconds(second.serves)}`);
    console.log(`second / first: ${(second.serves / first.serves).toFixed(2)}x`);
    console.log('\nEach process healthy (its /healthz answers), from the command:');
    console.table(Object.fromEntries(Object.keys(DEFAULT_PORTS).map((name) => [name, { first: seconds(first.healthy[name]), second: seconds(second.healthy[name]) }])));
    const pass = second.serves <= budgetSeconds;
    console.log(`verdict: ${pass ? 'PASS' : 'FAIL'} (second start serves in ${second.serves.toFixed(1)} s, budget ${budgetSeconds} s)`);
    if (!pass) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
