// Request logs must not hold credentials: the provider's token endpoint receives client secrets
// in Authorization, and its pages the browser's session cookies. Logged as '[redacted]'.
const CREDENTIAL_HEADERS = ['authorization', 'cookie'];

interface SerializedRequest {
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

export function redactRequestCredentials(req: SerializedRequest): SerializedRequest {
  if (!req.headers) return req;
  const headers = { ...req.headers };
  for (const name of CREDENTIAL_HEADERS) if (headers[name] !== undefined) headers[name] = '[redacted]';
  return { ...req, headers };
}

export function redactResponseCredentials(res: SerializedRequest): SerializedRequest {
  if (!res.headers || res.headers['set-cookie'] === undefined) return res;
  return { ...res, headers: { ...res.headers, 'set-cookie': '[redacted]' } };
}
