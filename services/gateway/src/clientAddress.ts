// Whose request is this: the address per-IP rate limits and the provider's per-IP sign-in
// throttle count against. By default the socket's peer, so a client cannot pick a fresh budget by
// sending X-Forwarded-For. Behind a load balancer every request would come from the balancer's
// address; TRUST_PROXY names the proxies whose X-Forwarded-For is believed (proxy-addr, the rule
// Express uses for `trust proxy`).
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type ClientAddressOf = (req: IncomingMessage) => string;

/**
 * TRUST_PROXY: unset or empty, no proxy is trusted; a whole number, that many hops next to the
 * gateway; otherwise a comma-separated list of addresses, subnets (CIDR) or the names proxy-addr
 * knows (`loopback`, `linklocal`, `uniquelocal`).
 */
export function clientAddressFromEnv(env: NodeJS.ProcessEnv): ClientAddressOf {
  const setting = (env.TRUST_PROXY ?? '').trim();
  if (setting === '') return (req) => req.socket.remoteAddress ?? 'unknown';
  const trust = /^\d+$/.test(setting)
    ? hops(Number(setting))
    : proxyaddr.compile(setting.split(',').map((entry) => entry.trim()).filter(Boolean));
  return (req) => proxyaddr(req, trust);
}

// proxy-addr's own form of "trust the first n hops" (as Express compiles a number).
function hops(n: number) {
  return (_address: string, index: number) => index < n;
}
