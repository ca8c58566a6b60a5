// One of the portal's processes on its own, as a real process on a port of the caller's choosing,
// waited for on its /healthz as scripts/stack.mjs does: for tests that need a process configured
// unlike the stack's (a gateway alone, an upstream without SMTP).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { COMPILE_CACHE_DIR, repoRoot, telemetryRegister } from '../../scripts/stack.mjs';

export interface PortalProcess {
  url: string;
  /** What the process wrote to stdout and stderr so far (pino JSON lines). */
  output(): string;
  stop(): Promise<void>;
}

export async function startPortalProcess(script: string, env: NodeJS.ProcessEnv, port: number, timeoutMs = 120_000): Promise<PortalProcess> {
  // Started as the stack starts it: with its telemetry register (inert without OTEL_EXPORTER_OTLP_ENDPOINT).
  const register = `./${telemetryRegister(script.startsWith('services/upstream/') ? 'upstream' : script)}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', register, script], { cwd: repoRoot, env: { NODE_COMPILE_CACHE: COMPILE_CACHE_DIR, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${chunks.join('')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not become healthy:\n${chunks.join('')}`);
    }
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => chunks.join(''), stop };
}
