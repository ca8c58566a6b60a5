// The passwordless calls of spec 1 §7, served by the gateway (they open a session, which only
// the gateway can): request a link, and redeem the token from the link's URL hash.
export const PASSWORDLESS_REQUEST_URL = '/access-preferences/passwordless';
export const PASSWORDLESS_CALLBACK_URL = '/passwordless/callback';
export const PASSWORDLESS_LANDING = '/my-account/communications';

/** POST {email}; true for a 200 (spec 1 §7: 200 means success). */
export async function requestPasswordlessLink(email: string): Promise<{ ok: boolean; status: number; message?: string }> {
  const response = await fetch(PASSWORDLESS_REQUEST_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ email }),
  });
  if (response.ok) return { ok: true, status: response.status };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: false, status: response.status, message: body.message };
}

/** The access token of a passwordless link's hash (#access_token=…), if any. */
export function accessTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
  return token && /^[A-Za-z0-9_-]{1,128}$/.test(token) ? token : null;
}

export async function redeemPasswordlessToken(accessToken: string): Promise<{ ok: true; redirectTo: string } | { ok: false; message: string }> {
  const response = await fetch(PASSWORDLESS_CALLBACK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ accessToken }),
  });
  const body = (await response.json().catch(() => ({}))) as { redirectTo?: string; message?: string };
  return response.ok ? { ok: true, redirectTo: body.redirectTo ?? PASSWORDLESS_LANDING } : { ok: false, message: body.message ?? 'The sign-in link could not be used.' };
}
