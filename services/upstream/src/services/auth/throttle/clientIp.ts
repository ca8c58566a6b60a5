// The address of the browser or partner behind a request. Upstream is reachable only from the
// gateway (and the subgraphs), and the gateway's /oidc proxy replaces X-Forwarded-For with the
// address it was called from (providerProxy.ts), so its last entry is the caller; without the
// header the caller is the peer itself.
import type { IncomingMessage } from 'node:http';

export function clientIpOf(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).pop();
  return last || req.socket.remoteAddress || 'unknown';
}
