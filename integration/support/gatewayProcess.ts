// The gateway alone, as a real process on a free port: for what the gateway answers by itself
// (headers, the explorer, validation, its own REST routes). Its subgraph URLs point at ports where
// nothing listens, so anything that would need a subgraph fails the way an outage does.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import getPort from 'get-port';
import { repoRoot } from '../../scripts/stack.mjs';

export interface GatewayProcess {
  url: string;
  /** Everything the process has written so far (pino JSON lines). */
  logs(): string;
  stop(): Promise<void>;
}

export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const [port, nowhere] = [await getPort(), await getPort()];
  const down = `http://127.0.0.1:${nowhere}/graphql`;
  const child: ChildProcess = spawn(process.execPath, ['services/gateway/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      UPSTREAM_URL: `http://127.0.0.1:${nowhere}`,
      CONTENT_GRAPH_URL: down,
      SEARCH_GRAPH_URL: down,
      COMMERCE_GRAPH_URL: down,
      ACCOUNT_GRAPH_URL: down,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the gateway did not become healthy\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, logs: () => output, stop };
}
