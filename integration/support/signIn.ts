// Signs a demo user in the way a browser does (gateway /login, the built-in provider's form,
// /logged-in), leaving the portal session cookie in the jar. auth.test.ts walks the same steps
// with these helpers and checks each; other tests only need the signed-in jar.
import { CookieJar, locationOf } from '@portal/upstream/testing/cookie-jar';

export const DEMO_PASSWORD = 'Meridian-demo-2026';

/** Follows redirects until one leaves the provider (/oidc) for the portal (not fetched) or a page answers. */
export async function followRedirects(jar: CookieJar, start: Response, from: string, stopAtPortal = false): Promise<{ response: Response; url: string }> {
  let response = start;
  let url = from;
  for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
    if (hops > 10) throw new Error('too many redirects');
    const next = locationOf(response, url);
    if (stopAtPortal && !new URL(next).pathname.startsWith('/oidc/')) return { response, url };
    url = next;
    response = await jar.fetch(url);
  }
  return { response, url };
}

/** Posts the page's form (its hidden inputs plus `fields`) as a browser would. */
export async function submitForm(jar: CookieJar, pageUrl: string, html: string, fields: Record<string, string>): Promise<{ response: Response; url: string }> {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1] ?? /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html)?.[1];
  if (!action) throw new Error(`no form on ${pageUrl}: ${html.replace(/\s+/g, ' ').slice(0, 300)}`);
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const url = new URL(action.replace(/&amp;/g, '&'), pageUrl).toString();
  const response = await jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, ...fields }),
  });
  return { response, url };
}

/** A jar (a new one unless given: a visitor's, say) holding a signed-in session of `email` at the gateway. */
export async function signIn(gatewayUrl: string, email: string, password = DEMO_PASSWORD, jar = new CookieJar()): Promise<CookieJar> {
  const loginUrl = `${gatewayUrl}/login`;
  let page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
  // A stack just started on a busy machine may shed load (503 with Retry-After, loadShedding.ts):
  // a browser's user would try again, and so does this, as told.
  for (let attempt = 1; page.response.status === 503 && attempt <= 5; attempt++) {
    await page.response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Number(page.response.headers.get('retry-after') ?? 1) * 1000));
    page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
  }
  const submitted = await submitForm(jar, page.url, await page.response.text(), { email, password });
  const atCallback = await followRedirects(jar, submitted.response, submitted.url, true);
  const callbackUrl = locationOf(atCallback.response, atCallback.url);
  if (new URL(callbackUrl).pathname !== '/logged-in') throw new Error(`sign-in of ${email} did not reach /logged-in (${callbackUrl})`);
  const callback = await jar.fetch(callbackUrl);
  if (callback.status !== 302 || !jar.get('portal_session')) throw new Error(`sign-in of ${email} failed: ${callback.status}`);
  return jar;
}
