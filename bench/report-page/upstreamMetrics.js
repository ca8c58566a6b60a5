// Counts the REST calls upstream served, from its Prometheus counter upstream_http_requests_total
// (every request except /metrics and /healthz).

export async function upstreamRequestTotal(upstreamUrl) {
  const response = await fetch(`${upstreamUrl}/metrics`);
  if (!response.ok) throw new Error(`GET ${upstreamUrl}/metrics: HTTP ${response.status}`);
  const text = await response.text();
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^upstream_http_requests_total(?:\{[^}]*\})?\s+([0-9.eE+-]+)/.exec(line);
    if (match) total += Number(match[1]);
  }
  return total;
}

/** Upstream calls made while `action` ran; the bench must be the stack's only client meanwhile. */
export async function countUpstreamCalls(upstreamUrl, action) {
  const before = await upstreamRequestTotal(upstreamUrl);
  await action();
  return (await upstreamRequestTotal(upstreamUrl)) - before;
}
