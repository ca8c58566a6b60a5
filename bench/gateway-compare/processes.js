// The processes the comparison serves from: the portal's subgraphs and upstream (scripts/stack.mjs,
// unless the environment names running ones), our gateway and the Apollo baseline.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { repoRoot, startStack, telemetryRegister } from '../../scripts/stack.mjs';

export const BENCH_PORTS = { gateway: 5600, content: 5601, search: 5602, commerce: 5603, account: 5604, upstream: 5605 };

/**
 * What makes our gateway comparable with a bare Apollo gateway: budgets nothing reaches (the bench
 * is one address asking far faster than any visitor), arbitrary documents (development mode, not
 * only the web app's persisted ones), no load shedding on a busy machine.
 */
export const FAIR_GATEWAY_ENV = {
  LOG_LEVEL: 'warn',
  GRAPHQL_DEV_TOOLS: 'on',
  RATE_LIMIT_ANONYMOUS_POINTS: '1000000000000',
  RATE_LIMIT_USER_POINTS: '1000000000000',
  RATE_LIMIT_PARTNER_POINTS: '1000000000000',
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '15000',
};

/**
 * NODE_ENV of the gateways (ours and Apollo; BENCH_NODE_ENV, by default production, as the
 * Dockerfile runs it): graphql-js, Express and Apollo Server skip development-only checks in
 * production (graphql-js's instanceOf alone was about 4% of our gateway's CPU in development).
 * Ours then refuses development-only secrets, so it gets a random OpenID client secret it never
 * uses (the bench signs nobody in). The subgraphs stay as scripts/stack.mjs starts them.
 */
export const GATEWAY_NODE_ENV = process.env.BENCH_NODE_ENV ?? 'production';
const productionOnlySettings = GATEWAY_NODE_ENV === 'production' ? { OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url') } : {};

async function waitFor(check, child, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${child.output.join('').slice(-3000)}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms:\n${child.output.join('').slice(-3000)}`);
}

function spawnNode(args, env) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = [];
  const keep = (chunk) => {
    child.output.push(chunk.toString());
    if (child.output.length > 100) child.output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Subgraphs and upstream: from CONTENT_GRAPH_URL ... and UPSTREAM_URL when all are set, else started here. */
export async function backend(log) {
  const fromEnv = ['content', 'search', 'commerce', 'account'].map((name) => process.env[`${name.toUpperCase()}_GRAPH_URL`]);
  if (fromEnv.every(Boolean) && process.env.UPSTREAM_URL && process.env.USER_CONTEXT_SECRET) {
    const [content, search, commerce, account] = fromEnv;
    return { subgraphUrls: { content, search, commerce, account }, userContextSecret: process.env.USER_CONTEXT_SECRET, stop: async () => {} };
  }
  // A small corpus in a throw-away PGlite (or BENCH_DATABASE_URL): the queries read one report.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-compare-'));
  const userContextSecret = randomBytes(32).toString('base64url');
  log(`starting upstream and subgraphs on ${BENCH_PORTS.content}-${BENCH_PORTS.upstream} (CORPUS_SIZE ${process.env.CORPUS_SIZE ?? 300}) ...`);
  const stack = await startStack({
    ports: BENCH_PORTS,
    env: {
      ...FAIR_GATEWAY_ENV,
      USER_CONTEXT_SECRET: userContextSecret,
      CORPUS_SIZE: process.env.CORPUS_SIZE ?? '300',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATA_DIR: dataDir }),
    },
  });
  return {
    subgraphUrls: stack.subgraphUrls,
    userContextSecret,
    // The stack's own gateway (port 5600) idles; ours is started separately so it can be profiled.
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Our gateway from `script` (services/gateway/dist/main.bundle.js, or a copy of an older build), with `nodeArgs` such as --cpu-prof. */
export async function startOurGateway({ script, port, subgraphUrls, userContextSecret, nodeArgs = [], env = {} }) {
  const child = spawnNode(['--max-old-space-size=2048', ...nodeArgs, '--import', `./${telemetryRegister('gateway')}`, script], {
    ...FAIR_GATEWAY_ENV,
    NODE_ENV: GATEWAY_NODE_ENV,
    ...productionOnlySettings,
    PORT: String(port),
    SERVER_RENDER: 'off',
    USER_CONTEXT_SECRET: userContextSecret,
    UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${BENCH_PORTS.upstream}`,
    CONTENT_GRAPH_URL: subgraphUrls.content,
    SEARCH_GRAPH_URL: subgraphUrls.search,
    COMMERCE_GRAPH_URL: subgraphUrls.commerce,
    ACCOUNT_GRAPH_URL: subgraphUrls.account,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(`${url}/healthz`).then((r) => r.ok), child, script);
  return { url: `${url}/graphql`, pid: child.pid, stop: () => stopChild(child) };
}

/** The Apollo baseline (apolloGateway.js); `pid` is its process, for the CPU figures. */
export async function startApolloGateway({ port, subgraphUrls }) {
  const child = spawnNode([path.join(repoRoot, 'bench/gateway-compare/apolloGateway.js')], {
    NODE_ENV: GATEWAY_NODE_ENV,
    PORT: String(port),
    SUPERGRAPH_PATH: path.join(repoRoot, 'services/gateway/supergraph.graphql'),
    SUBGRAPH_URLS: JSON.stringify(subgraphUrls),
  });
  const url = `http://127.0.0.1:${port}/`;
  const ping = () =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }).then((r) => r.ok);
  await waitFor(ping, child, 'apollo gateway');
  return { url, pid: child.pid, stop: () => stopChild(child) };
}
