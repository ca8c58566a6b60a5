// The gateway alone, as a real process on a free port: for what the gateway answers by itself
// (headers, the explorer, validation, its own REST routes). Its subgraph URLs point at ports where
// nothing listens, so anything that would need a subgraph fails the way an outage does.
import getPort from 'get-port';
import { startPortalProcess, type PortalProcess } from './portalProcess.js';
import { serviceEntry } from '../../scripts/stack.mjs';

export type GatewayProcess = PortalProcess;

export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const [port, nowhere] = [await getPort(), await getPort()];
  const down = `http://127.0.0.1:${nowhere}/graphql`;
  const gatewayEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    UPSTREAM_URL: `http://127.0.0.1:${nowhere}`,
    CONTENT_GRAPH_URL: down,
    SEARCH_GRAPH_URL: down,
    COMMERCE_GRAPH_URL: down,
    ACCOUNT_GRAPH_URL: down,
    ...env,
  };
  return startPortalProcess(serviceEntry('gateway'), gatewayEnv, port, 30_000);
}
