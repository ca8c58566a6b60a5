// Small fetch helpers for the HTTP tests.
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function request<T = any>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.length > 0 ? JSON.parse(text) : undefined };
}

export const getJson = <T = any>(url: string, headers: Record<string, string> = {}) => request<T>(url, { headers });

export const postJson = <T = any>(url: string, body: unknown, headers: Record<string, string> = {}) =>
  request<T>(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A request with any method; a body, when given, is sent as JSON. */
export const callJson = <T = any>(url: string, method: string, headers: Record<string, string> = {}, body?: unknown) =>
  request<T>(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
