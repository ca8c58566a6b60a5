// Where the upstream REST services live (docs/contracts.md: UPSTREAM_URL, default port 4100).
// The gateway reaches it only through its two allow-listed proxies: /oidc (the built-in provider's
// browser endpoints) and /images (the CMS's public images); everything else goes through subgraphs.
export const defaultUpstreamUrl = 'http://127.0.0.1:4100';

/** UPSTREAM_URL, checked at start-up so a typo fails loudly instead of as 502s later. */
export function upstreamUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.UPSTREAM_URL || defaultUpstreamUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`UPSTREAM_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`UPSTREAM_URL must be http or https: ${value}`);
  // A base path (behind a load balancer) is kept; a trailing slash is not, so paths join cleanly.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
