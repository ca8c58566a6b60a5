#!/usr/bin/env node
// Redis down under a steady load (issue #14): sessions, rate limits and the REST cache live in
// Redis, and its loss must cost no request (goal: 0 failed). After it returns, a reader signed in
// before must be signed in again and the rate limits must count in Redis again. Starts its own
// redis-server (BENCH_REDIS_PORT, 5790) and seeded stack on ports 5700-5705.
import { signIn } from '../assistant/signIn.js';
import { startSeededPortal } from '../lighthouse/stack.js';
import { BENCH_PORTS, BENCH_STACK_ENV, loadConfig } from './config.js';
import { printTally, sleep, startLoad, tally, waitFor } from './load.js';
import { contentOnly, reportPage, viewerQuery } from './queries.js';
import { ownRedis } from './redis.js';

const config = loadConfig();
const viewer = { name: 'viewer (signed in)', query: viewerQuery, operationName: 'Viewer', variables: {} };

async function main() {
  console.log(`Redis outage benchmark: Redis stopped for ${config.outageSeconds} s under ${config.reportRps} rps report page + ${config.contentRps} rps content-only + 2 rps signed-in viewer`);
  const redis = ownRedis(config.redisPort);
  await redis.start();
  let portal;
  try {
    portal = await startSeededPortal({ ports: BENCH_PORTS, redis: { url: redis.url }, env: BENCH_STACK_ENV });
    const cookie = await signIn(portal.gatewayUrl, config.reader);
    const load = startLoad(portal.gatewayUrl, [
      { name: reportPage.name, rps: config.reportRps, request: reportPage },
      { name: contentOnly.name, rps: config.contentRps, request: contentOnly },
      { name: viewer.name, rps: 2, request: viewer, headers: { cookie } },
    ]);
    await sleep(config.beforeSeconds * 1000);
    const keysBefore = { sessions: await redis.keys('session'), rateLimits: await redis.keys('ratelimit') };

    const down = load.now();
    await redis.stop();
    await sleep(config.outageSeconds * 1000);

    const back = load.now();
    await redis.start();
    // The gateway's clients reconnect on their own: wait until the limiter writes to Redis again.
    const pointsAtRestart = await redis.rateLimitPoints();
    const limitsBack = await waitFor(async () => (await redis.rateLimitPoints()) > pointsAtRestart, 30_000);
    const limitsBackAfter = load.now() - back;
    await sleep(config.afterSeconds * 1000);
    await load.stop();
    // A reader who signs in now gets a session Redis keeps.
    const sessionsBefore = await redis.keys('session');
    const freshCookie = await signIn(portal.gatewayUrl, config.reader).catch((error) => `failed: ${error.message}`);
    const sessionsAfter = await redis.keys('session');

    const { results } = load;
    const of = (name) => results.filter((r) => r.name === name);
    const phases = [
      ['before', 0, down],
      ['outage', down, back],
      ['restart', back, Infinity],
    ];
    printTally(
      'Answers by phase',
      phases.flatMap(([phase, from, to]) => [reportPage, contentOnly, viewer].map(({ name }) => [`${phase}: ${name}`, tally(of(name), from, to)])),
    );
    const signedIn = (from, to) => {
      const answers = of(viewer.name).filter((r) => r.sentAt >= from && r.sentAt < to);
      return `${answers.filter((r) => r.body?.data?.viewer?.id).length}/${answers.length}`;
    };
    const all = tally(results.filter((r) => r.name !== viewer.name));
    const failed = all.failed + all.error + all.partial + tally(of(viewer.name)).failed;
    console.log(`\nRedis keys before the outage: ${keysBefore.sessions} session, ${keysBefore.rateLimits} rate limit`);
    console.log(`failed requests (5xx, no answer, or errors in a public query): ${failed} (goal 0); 5xx: ${tally(results).http5xx}`);
    console.log(`signed-in viewer answers: before ${signedIn(0, down)}, outage ${signedIn(down, back)}, after the restart ${signedIn(back, Infinity)}`);
    console.log(`rate limits counting in Redis again: ${limitsBack ? `yes, ${limitsBackAfter.toFixed(1)} s after the restart` : 'NO within 30 s'}`);
    console.log(`a sign-in after the restart: ${freshCookie.startsWith('failed') ? freshCookie : `ok, session keys ${sessionsBefore} -> ${sessionsAfter}`}`);
    const sessionsRecovered = of(viewer.name).filter((r) => r.sentAt >= back + 5).every((r) => r.body?.data?.viewer?.id);
    const pass = failed === 0 && limitsBack && sessionsRecovered && !freshCookie.startsWith('failed');
    console.log(`sessions recovered: ${sessionsRecovered ? 'yes' : 'NO'}\nverdict: ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await portal?.stop();
    await redis.remove();
  }
}

main().catch((error) => {
  console.error(`Redis outage benchmark failed: ${error.message}`);
  process.exit(1);
});
