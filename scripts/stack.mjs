// Launches the whole portal as real processes: upstream REST services, the four subgraphs and the
// gateway, each on its own port, all at once, and waits for every /healthz. Used by
// `npm start`, the integration tests, the Playwright suite and the benchmarks, so that every one
// of them runs the same processes the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SUBGRAPHS = ['content', 'search', 'commerce', 'account'];

/** Default ports of a manual `npm start`; tests pass `{ freePorts: true }`. */
export const DEFAULT_PORTS = { gateway: 4000, content: 4001, search: 4002, commerce: 4003, account: 4004, upstream: 4100 };

async function choosePorts(freePorts, overrides) {
  const ports = { ...DEFAULT_PORTS, ...overrides };
  if (freePorts) {
    for (const name of Object.keys(ports)) if (!overrides?.[name]) ports[name] = await getPort();
  }
  return ports;
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

// Each process's V8 heap cap (MiB, --max-old-space-size). Without one Node sizes the heap from the
// machine's memory, so on a 24 GiB machine one runaway process grows to several GiB before it
// dies and starves its neighbours (PostgreSQL, Redis, the browser of the e2e tests). Upstream
// holds the embedded database and search index and seeds the corpus (1,000,000 documents for the
// benchmarks), the gateway plans and assembles every response, the subgraphs are stateless per
// request; together 10 GiB, well inside the machine with room for the databases and the tests.
// Each process sheds load (503) before its cap: graph-kit's loadShedding and upstream's.
// docker-compose.yml passes the same figures.
export const HEAP_LIMIT_MB = { upstream: 4096, gateway: 2048, graph: 1024 };

// How long a subgraph or the gateway may take to answer /healthz, counted from the launch of all
// six processes at once: on a busy two-core machine the six starting together took 55 to 90 s.
const START_TIMEOUT_MS = 180_000;

// Restarts of a process that exits while the portal runs: 1 s, 2 s, 4 s ... up to 30 s, back to
// 1 s once a process has stayed up for a minute (so a crash loop does not spin the machine).
const RESTART_FIRST_DELAY_MS = 1000;
const RESTART_MAX_DELAY_MS = 30_000;
const RESTART_STABLE_MS = 60_000;

/**
 * The file each process loads with `--import` before its own modules: it starts OpenTelemetry when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK must patch express, pg and node:http before they load)
 * and does nothing otherwise. Upstream has its own (it may not import graph-kit).
 */
export function telemetryRegister(name) {
  return name === 'upstream' ? 'services/upstream/dist/telemetry/register.js' : 'packages/graph-kit/dist/observability/register.js';
}

/**
 * What a process runs: its service's bundle (scripts/bundle-service.mjs), `name` being `upstream`,
 * `gateway` or a subgraph's (`content-graph`...).
 */
export function serviceEntry(name) {
  return `services/${name}/dist/main.bundle.js`;
}

// Node's compile cache for the bundles: a start after the first reads their compiled code back
// instead of compiling it again (about a fifth of a process's start). Kept under node_modules, so
// it goes with a fresh install; Node checks each entry against the file's contents.
export const COMPILE_CACHE_DIR = path.join(repoRoot, 'node_modules/.cache/node-compile-cache');

function launch(name, script, env, output, heapMb, logs = []) {
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, '--import', `./${telemetryRegister(name)}`, script], {
    cwd: repoRoot,
    // OTEL_SERVICE_NAME names the process in traces (gateway, content-graph, upstream...).
    env: { OTEL_SERVICE_NAME: name, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR, ...process.env, ...env },
    stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
  });
  child.portalName = name;
  child.startedAt = Date.now();
  child.relaunch = () => launch(name, script, env, output, heapMb, logs);
  child.logs = logs;
  if (output !== 'inherit') {
    // Keep the tail of each process's output for failure reports without flooding test output.
    const keep = (chunk) => {
      child.logs.push(chunk.toString());
      if (child.logs.length > 200) child.logs.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  return child;
}

/**
 * Keeps `children[index]` running: when it exits unasked, it is started again after a delay that
 * doubles with each quick crash. The array is updated in place, so stop() and logs() see the new one.
 */
function supervise(children, index, state, output) {
  const watch = (child, attempt) => {
    child.once('exit', (code, signal) => {
      if (state.stopping) return;
      const nextAttempt = Date.now() - child.startedAt > RESTART_STABLE_MS ? 0 : attempt + 1;
      const delay = Math.min(RESTART_FIRST_DELAY_MS * 2 ** (nextAttempt - 1), RESTART_MAX_DELAY_MS);
      const message = `${child.portalName} stopped (${code ?? signal}); restarting it in ${delay / 1000} s\n`;
      if (output === 'inherit') process.stderr.write(message);
      else child.logs.push(message);
      const timer = setTimeout(() => {
        state.timers.delete(timer);
        if (state.stopping) return;
        const next = child.relaunch();
        children[index] = next;
        watch(next, nextAttempt);
      }, delay);
      state.timers.add(timer);
    });
  };
  watch(children[index], 0);
}

/**
 * @param {object} options
 * @param {boolean} [options.freePorts] pick free ports instead of the defaults
 * @param {Record<string,string>} [options.env] extra environment for every process (DATABASE_URL, REDIS_URL, ...)
 * @param {Record<string,string>} [options.gatewayEnv] extra environment for the gateway alone (after `env`)
 * @param {'inherit'|'pipe'} [options.output]
 * @param {number} [options.seedTimeoutMs] how long upstream may take to migrate and seed
 * @param {boolean} [options.restart] once the portal is up, restart any process that exits (with backoff)
 */
export async function startStack({ freePorts = false, ports: portOverrides = {}, env = {}, gatewayEnv = {}, output = 'pipe', seedTimeoutMs = 600_000, restart = false } = {}) {
  const ports = await choosePorts(freePorts, portOverrides);
  const url = (port) => `http://127.0.0.1:${port}`;
  const upstreamUrl = url(ports.upstream);
  const subgraphUrls = Object.fromEntries(SUBGRAPHS.map((name) => [name, `${url(ports[name])}/graphql`]));
  const common = {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The gateway signs x-portal-user with it and the subgraphs check it: a fresh secret per run
    // unless one is configured, so no fixed development secret can ever sign a user in.
    USER_CONTEXT_SECRET: process.env.USER_CONTEXT_SECRET || randomBytes(32).toString('base64url'),
    // Where browsers reach the portal: the gateway builds its login callback on it and upstream's
    // built-in OpenID provider registers that callback.
    PORTAL_PUBLIC_URL: process.env.PORTAL_PUBLIC_URL || url(ports.gateway),
    ...env,
  };
  const children = [];
  const supervision = { stopping: false, timers: new Set() };
  const stop = async () => {
    supervision.stopping = true;
    for (const timer of supervision.timers) clearTimeout(timer);
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await once(child, 'exit');
        clearTimeout(timer);
      }),
    );
  };
  try {
    // All at once: no process needs another to start (a subgraph calls upstream only to answer a
    // request, the gateway loads its supergraph from a file and reaches the subgraphs and the
    // identity provider on demand), so the stack is up as soon as its slowest process is.
    const upstream = launch('upstream', serviceEntry('upstream'), { ...common, PORT: String(ports.upstream) }, output, HEAP_LIMIT_MB.upstream);
    const graphs = SUBGRAPHS.map((name) =>
      launch(`${name}-graph`, serviceEntry(`${name}-graph`), { ...common, PORT: String(ports[name]), UPSTREAM_URL: upstreamUrl }, output, HEAP_LIMIT_MB.graph),
    );
    const gateway = launch(
      'gateway',
      serviceEntry('gateway'),
      {
        ...common,
        ...gatewayEnv,
        PORT: String(ports.gateway),
        UPSTREAM_URL: upstreamUrl,
        CONTENT_GRAPH_URL: subgraphUrls.content,
        SEARCH_GRAPH_URL: subgraphUrls.search,
        COMMERCE_GRAPH_URL: subgraphUrls.commerce,
        ACCOUNT_GRAPH_URL: subgraphUrls.account,
      },
      output,
      HEAP_LIMIT_MB.gateway,
    );
    children.push(upstream, ...graphs, gateway);
    await Promise.all([
      waitForHealth(upstreamUrl, upstream, seedTimeoutMs),
      ...graphs.map((child, i) => waitForHealth(url(ports[SUBGRAPHS[i]]), child, START_TIMEOUT_MS)),
      waitForHealth(url(ports.gateway), gateway, START_TIMEOUT_MS),
    ]);
  } catch (error) {
    const logs = children.map((c) => `--- ${c.portalName}\n${c.logs.join('').slice(-4000)}`).join('\n');
    await stop();
    throw new Error(`${error.message}\n${logs}`, { cause: error });
  }
  // Only once everything is up: a process that cannot start at all is an error to report, not to retry.
  if (restart) children.forEach((_, index) => supervise(children, index, supervision, output));
  return {
    ports,
    gatewayUrl: url(ports.gateway),
    upstreamUrl,
    subgraphUrls,
    children,
    logs: () => children.map((c) => `--- ${c.portalName}\n${c.logs.join('')}`).join('\n'),
    stop,
  };
}
