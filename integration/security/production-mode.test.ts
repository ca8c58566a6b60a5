// Production mode (NODE_ENV=production) refuses every development-only setting: the built processes
// (dist/main.bundle.js) are started with all-safe settings but one, and must exit 1 with one line naming
// it, before any database or network work (the database and Redis they are given do not answer,
// so a check that ran later would fail differently). With all-safe settings they start and serve.
import { spawn } from 'node:child_process';
import getPort from 'get-port';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot, serviceEntry } from '../../scripts/stack.mjs';
import { productionSafeEnv } from '../support/productionEnv.js';


/** Every production setting safe; each case below spoils one. */
const SAFE: Record<string, string> = { ...productionSafeEnv(), LOG_LEVEL: 'warn' };

// Nothing listens there: a process that touched them before its check would not print the line.
const DEAD_ENDS = { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none', REDIS_URL: 'redis://127.0.0.1:9' };

const MAINS = {
  upstream: serviceEntry('upstream'),
  'upstream seed': 'services/upstream/dist/seed.js',
  gateway: serviceEntry('gateway'),
  'account-graph': serviceEntry('account-graph'),
} as const;
type ProcessName = keyof typeof MAINS;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a process with exactly `env` (plus PATH), to its exit. */
function run(name: ProcessName, env: Record<string, string | undefined>, timeoutMs = 15_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAINS[name]], { cwd: repoRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not exit within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const without = (name: string): Record<string, string | undefined> => ({ ...SAFE, [name]: undefined });

const CASES: { what: string; env: Record<string, string | undefined>; setting: string; processes: ProcessName[] }[] = [
  { what: 'demo users seeded (SEED_DEMO_USERS unset)', env: without('SEED_DEMO_USERS'), setting: 'SEED_DEMO_USERS', processes: ['upstream', 'upstream seed'] },
  { what: 'demo users seeded (SEED_DEMO_USERS=true)', env: { ...SAFE, SEED_DEMO_USERS: 'true' }, setting: 'SEED_DEMO_USERS', processes: ['upstream'] },
  { what: 'the demo partner by default (OIDC_PARTNER_CLIENTS unset)', env: without('OIDC_PARTNER_CLIENTS'), setting: 'OIDC_PARTNER_CLIENTS', processes: ['upstream'] },
  {
    what: 'the demo partner listed',
    env: { ...SAFE, OIDC_PARTNER_CLIENTS: JSON.stringify([{ client_id: 'partner-demo', client_secret: 'partner-demo-secret', user_id: 'usr-client-0001' }]) },
    setting: 'OIDC_PARTNER_CLIENTS',
    processes: ['upstream'],
  },
  { what: 'no client secret (the development default)', env: without('OIDC_CLIENT_SECRET'), setting: 'OIDC_CLIENT_SECRET', processes: ['upstream', 'gateway'] },
  { what: 'the published development client secret', env: { ...SAFE, OIDC_CLIENT_SECRET: 'portal-gateway-dev-secret' }, setting: 'OIDC_CLIENT_SECRET', processes: ['upstream', 'gateway'] },
  { what: 'no USER_CONTEXT_SECRET', env: without('USER_CONTEXT_SECRET'), setting: 'USER_CONTEXT_SECRET', processes: ['upstream', 'gateway', 'account-graph'] },
  { what: 'a short USER_CONTEXT_SECRET', env: { ...SAFE, USER_CONTEXT_SECRET: 'dev' }, setting: 'USER_CONTEXT_SECRET', processes: ['upstream', 'gateway', 'account-graph'] },
  { what: 'no SMTP relay (the readable outbox)', env: without('SMTP_URL'), setting: 'SMTP_URL', processes: ['upstream'] },
  { what: 'default cookie keys', env: without('OIDC_COOKIE_KEYS'), setting: 'OIDC_COOKIE_KEYS', processes: ['upstream'] },
  { what: 'the payments sandbox (no STRIPE_SECRET_KEY)', env: without('STRIPE_SECRET_KEY'), setting: 'STRIPE_SECRET_KEY', processes: ['upstream'] },
];

describe('production mode refuses to start on a development-only setting', () => {
  for (const { what, env, setting, processes } of CASES) {
    for (const name of processes) {
      it(`${name}: ${what}`, async () => {
        const started = Date.now();
        const result = await run(name, { ...env, ...DEAD_ENDS });
        expect(result.code).toBe(1);
        // One line, naming the process and the setting; nothing logged before it.
        const lines = result.stderr.split('\n').filter(Boolean);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(new RegExp(`^${name} refuses to start in production: ${setting} `));
        expect(result.stdout).toBe('');
        // Before any database or network work, so at once.
        expect(Date.now() - started).toBeLessThan(20_000);
      });
    }
  }

  it('every process names every unsafe setting at once, one line each', async () => {
    const result = await run('upstream', { NODE_ENV: 'production', ...DEAD_ENDS });
    expect(result.code).toBe(1);
    const settings = result.stderr.split('\n').filter(Boolean).map((line) => /production: (\w+) /.exec(line)?.[1]);
    expect(settings.sort()).toEqual(['OIDC_CLIENT_SECRET', 'OIDC_COOKIE_KEYS', 'OIDC_PARTNER_CLIENTS', 'SEED_DEMO_USERS', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'USER_CONTEXT_SECRET']);
  });
});

describe('production mode with every setting safe', () => {
  /** Starts a process, waits for /healthz, stops it; the output must carry no refusal. */
  async function startsAndServes(name: ProcessName, env: Record<string, string>) {
    const port = await getPort();
    const child = spawn(process.execPath, [MAINS[name]], { cwd: repoRoot, env: { PATH: process.env.PATH, ...SAFE, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`${name} did not become healthy:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(output).not.toContain('refuses to start');
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    }
  }

  it('upstream passes the check and serves', async () => {
    // The run's seeded database (global setup), so it starts without seeding the corpus again.
    await startsAndServes('upstream', inject('stackEnv'));
  }, 150_000);

  it('the gateway passes the check and serves', async () => {
    await startsAndServes('gateway', {});
  });

  it('a subgraph passes the check and serves', async () => {
    await startsAndServes('account-graph', {});
  });
});
