// The caller's address travels from the gateway to the subgraphs in one header the gateway sets
// itself (clients cannot: only the headers the gateway lists reach a subgraph), and on to upstream
// as X-Forwarded-For. Accepted only when it is an IP address, so nothing else reaches a log or a key.
import { isIP } from 'node:net';

export const CLIENT_IP_HEADER = 'x-portal-client-ip';

export function clientIpFrom(value: string | undefined): string | null {
  return value && value.length <= 64 && isIP(value) !== 0 ? value : null;
}
