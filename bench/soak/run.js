#!/usr/bin/env node
// A soak (issue #14): a steady load for SOAK_SECONDS (default 600) against a seeded stack of its own
// (ports 5700-5705), sampling the resident memory of the gateway and each subgraph every 5 s from
// /proc/<pid>/status. It prints the first and the last minute's mean RSS and each minute's between.
// Memory is flat when the last minute's mean is within SOAK_MAX_GROWTH (default 1.10) of the mean of
// the minute after the warm-up (SOAK_WARMUP_SECONDS, default 60): in the first minute every process
// grows to its working size (V8 tiers up, the heap and the plan and document caches fill; on a quiet
// machine the gateway went 564 -> 676 MiB in it, then 676 -> 677 over the next eight), which is not
// a leak, while a leak goes on growing after it.
//
// SOAK_CACHE=memory (default) runs on the in-process caches, as `npm start` does (each subgraph's
// LRU of about 30 MiB of answers, the gateway's response cache of 5,000 entries): their filling is
// part of the growth. SOAK_CACHE=redis runs on the test Redis (REDIS_URL, as in production), so what
// grows is the processes' own memory.
import { readFileSync } from 'node:fs';
import { redisForTests } from '../../integration/support/backing-services.ts';
import { startSeededPortal } from '../lighthouse/stack.js';
import { BENCH_PORTS, BENCH_STACK_ENV, loadConfig } from '../resilience/config.js';
import { printTally, sleep, startLoad, tally } from '../resilience/load.js';
import { contentOnly, reportPage } from '../resilience/queries.js';

const config = loadConfig();
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const maxGrowth = Number(process.env.SOAK_MAX_GROWTH ?? 1.1);
const SAMPLE_MS = 5000;
const cacheMode = process.env.SOAK_CACHE ?? 'memory';
if (cacheMode !== 'memory' && cacheMode !== 'redis') throw new Error(`SOAK_CACHE must be memory or redis, got ${cacheMode}`);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
if (!(warmupSeconds >= 0)) throw new Error(`SOAK_WARMUP_SECONDS must be 0 or more, got ${process.env.SOAK_WARMUP_SECONDS}`);
if (!(soakSeconds >= warmupSeconds + 120)) {
  throw new Error(`SOAK_SECONDS must be at least SOAK_WARMUP_SECONDS + 120 (a minute after the warm-up and a last minute), got ${process.env.SOAK_SECONDS}`);
}

/** Resident memory of a process in MiB (VmRSS), or undefined once it has gone. */
function rssMiB(pid) {
  try {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return kib / 1024;
  } catch {
    return undefined;
  }
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

async function main() {
  console.log(`soak: ${soakSeconds} s of ${config.reportRps} rps report page + ${config.contentRps} rps content-only; RSS every ${SAMPLE_MS / 1000} s; caches: ${cacheMode}`);
  const redis = cacheMode === 'redis' ? await redisForTests() : null;
  if (cacheMode === 'redis' && !redis) throw new Error('SOAK_CACHE=redis: no Redis answers at REDIS_URL (or the default test Redis)');
  const portal = await startSeededPortal({ ports: BENCH_PORTS, redis, env: BENCH_STACK_ENV });
  try {
    const watched = portal.stack.children.filter((c) => c.portalName !== 'upstream');
    const samples = [];
    const load = startLoad(portal.gatewayUrl, [
      { name: reportPage.name, rps: config.reportRps, request: reportPage },
      { name: contentOnly.name, rps: config.contentRps, request: contentOnly },
    ]);
    while (load.now() < soakSeconds) {
      samples.push({ at: load.now(), rss: Object.fromEntries(watched.map((c) => [c.portalName, rssMiB(c.pid)])) });
      await sleep(SAMPLE_MS);
    }
    await load.stop();

    const meanIn = (from, to, portalName) => mean(samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss[portalName]));
    const timeline = {};
    for (let minute = 0; minute < Math.floor(soakSeconds / 60); minute++) {
      timeline[`minute ${minute + 1}`] = Object.fromEntries(watched.map(({ portalName }) => [portalName, meanIn(minute * 60, (minute + 1) * 60, portalName).toFixed(0)]));
    }
    console.log('\nResident memory by minute (MiB, mean of the samples)');
    console.table(timeline);

    const rows = {};
    let worst = 0;
    for (const { portalName } of watched) {
      const firstMean = meanIn(0, 60, portalName);
      const warmMean = meanIn(warmupSeconds, warmupSeconds + 60, portalName);
      const lastMean = meanIn(soakSeconds - 60, Infinity, portalName);
      const growth = lastMean / warmMean;
      worst = Math.max(worst, growth);
      rows[portalName] = {
        'first minute': firstMean.toFixed(1),
        'minute after warm-up': warmMean.toFixed(1),
        'last minute': lastMean.toFixed(1),
        'last / first': (lastMean / firstMean).toFixed(3),
        'last / after warm-up': growth.toFixed(3),
      };
    }
    console.log(`\nResident memory (MiB, mean of each minute's samples; the warm-up is the first ${warmupSeconds} s)`);
    console.table(rows);
    printTally('Answers', [
      ['report page', tally(load.results.filter((r) => r.name === reportPage.name))],
      ['content only', tally(load.results.filter((r) => r.name === contentOnly.name))],
    ]);
    const all = tally(load.results);
    const pass = worst <= maxGrowth && all.failed === 0 && Number.isFinite(worst);
    if (all.firstFailure) console.log(`a failed request: ${all.firstFailure}`);
    console.log(`\nlargest growth after the warm-up ${worst.toFixed(3)} (goal <= ${maxGrowth}); ${all.requests} requests, ${all.failed} failed`);
    console.log(`verdict: ${pass ? 'PASS (memory flat)' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(`soak benchmark failed: ${error.message}`);
  process.exit(1);
});
