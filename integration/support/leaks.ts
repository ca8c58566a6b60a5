// What must never reach a client: stack frames, the server's file paths, internal host:port
// addresses, and the system errors that name them. Returns what it found, so a failing test says.
const PATTERNS: [string, RegExp][] = [
  // "    at parse (/srv/…/json.js:93:21)", "at JSON.parse (<anonymous>)", HTML-escaped or not
  ['stack frame', /(^|\n|<br>|&nbsp;|\\n)\s*at [\w$.<>[\] ]+ \(|\bat [^\s(]+:\d+:\d+/],
  ['server path', /\/work\/|\/home\/|\/srv\/|\/usr\/(lib|local)\/|node_modules|node:internal/],
  ['source file', /\.(ts|js|mjs|cjs):\d+/],
  ['loopback address', /\b(127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0):\d+/],
  ['system error', /\bE(CONNREFUSED|CONNRESET|NOTFOUND|ADDRINUSE|TIMEDOUT|PIPE)\b|\bUND_ERR_/],
];

export interface LeakScope {
  /** The portal's public origin (the gateway): its own address may appear, in redirects say. */
  publicUrl?: string;
  /** Ports of processes behind the gateway (subgraphs, upstream), which must never appear. */
  internalPorts?: number[];
}

export function internalsIn(response: string, { publicUrl, internalPorts = [] }: LeakScope = {}): string[] {
  const text = publicUrl ? response.replaceAll(new URL(publicUrl).host, 'portal.example') : response;
  const found = PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name, pattern]) => `${name}: ${pattern.exec(text)![0]}`);
  for (const port of internalPorts) {
    if (new RegExp(`[:/]${port}\\b`).test(text)) found.push(`internal port ${port}`);
  }
  return found;
}

/** The whole response as a client sees it: status line, headers and body. */
export async function responseText(response: Response): Promise<string> {
  const headers: string[] = [];
  response.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
  return `${response.status}\n${headers.join('\n')}\n\n${await response.text()}`;
}
