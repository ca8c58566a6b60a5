// The rules every process (gateway, subgraphs, upstream) applies the same way to its request ids
// and its /metrics endpoint, defined once here.

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's own id is kept (a partner can then quote it) when it is a plain token; anything else
// (newlines, quotes, control or very long input) is replaced, so that nothing a client sends is
// written into logs or passed on to the next process unchecked: log injection is an attack.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The offered id when it is a sane token, else a new uuid. */
export function saneRequestId(offered: unknown): string {
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : globalThis.crypto.randomUUID();
}

export interface MetricsEnv {
  NODE_ENV?: string;
  METRICS_TOKEN?: string;
}

/**
 * Who may read a process's /metrics. Outside production anyone (the developer, the tests). In
 * production the figures describe the system to an attacker and scraping costs work, so only a
 * scraper that sends `Authorization: Bearer $METRICS_TOKEN`; with no METRICS_TOKEN set, no one.
 */
export function metricsReadable(env: MetricsEnv, authorization: string | undefined): boolean {
  if (env.NODE_ENV !== 'production') return true;
  const token = env.METRICS_TOKEN;
  if (!token || !authorization) return false;
  return sameText(authorization, `Bearer ${token}`);
}

// Compares in time that does not depend on where the texts first differ (no token by timing).
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a.charCodeAt(i % Math.max(a.length, 1)) || 0) ^ b.charCodeAt(i);
  return difference === 0;
}
