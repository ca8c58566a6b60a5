// Counts the REST calls upstream has served, from its Prometheus counter
// upstream_http_requests_total{method,route,status}.
export async function upstreamGetCount(upstreamUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${upstreamUrl}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^upstream_http_requests_total\{([^}]*)\}\s+([0-9.e+]+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (labels.method !== 'GET') continue;
    counts.set(labels.route, (counts.get(labels.route) ?? 0) + Number(match[2]));
  }
  return counts;
}

export function total(counts: Map<string, number>): number {
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

/** Runs `action` and returns the GET calls upstream served meanwhile, per route. */
export async function upstreamCallsDuring(upstreamUrl: string, action: () => Promise<unknown>): Promise<Map<string, number>> {
  const before = await upstreamGetCount(upstreamUrl);
  await action();
  const after = await upstreamGetCount(upstreamUrl);
  const delta = new Map<string, number>();
  for (const [route, n] of after) {
    const d = n - (before.get(route) ?? 0);
    if (d > 0) delta.set(route, d);
  }
  return delta;
}

/**
 * Every request upstream has answered, whatever its method, route (matched or not) or status.
 * /metrics and /healthz are not counted, so reading this changes nothing.
 */
export async function upstreamRequestTotal(upstreamUrl: string): Promise<number> {
  const text = await (await fetch(`${upstreamUrl}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^upstream_http_requests_total\{[^}]*\}\s+([0-9.e+]+)$/.exec(line);
    if (match) sum += Number(match[1]);
  }
  return sum;
}
