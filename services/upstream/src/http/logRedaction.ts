// Request logs must not hold credentials: the provider's token endpoint receives client secrets
// in Authorization, and its pages the browser's session cookies; a share ticket travels in the
// redeem path (shares-service). Logged as '[redacted]'.
const CREDENTIAL_HEADERS = ['authorization', 'cookie'];
const SHARE_TICKET_IN_PATH = /(\/content\/shares\/redeem\/)[^/?#]+/;

interface SerializedRequest {
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

export function redactRequestCredentials(req: SerializedRequest): SerializedRequest {
  const url = typeof req.url === 'string' ? req.url.replace(SHARE_TICKET_IN_PATH, '$1[redacted]') : req.url;
  if (!req.headers) return url === req.url ? req : { ...req, url };
  const headers = { ...req.headers };
  for (const name of CREDENTIAL_HEADERS) if (headers[name] !== undefined) headers[name] = '[redacted]';
  return { ...req, url, headers };
}

export function redactResponseCredentials(res: SerializedRequest): SerializedRequest {
  if (!res.headers || res.headers['set-cookie'] === undefined) return res;
  return { ...res, headers: { ...res.headers, 'set-cookie': '[redacted]' } };
}
