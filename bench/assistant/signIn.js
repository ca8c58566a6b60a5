// Signs the benchmark's reader in the way a browser does (gateway /login, the built-in provider's
// form, /logged-in) and returns the portal session cookie. The same walk as
// integration/support/signIn.ts, in plain JavaScript: the benchmark runs on Node without a build
// step, and upstream's cookie jar is exported as TypeScript source only.

/** A minimal cookie jar: name=value pairs, kept from every response, sent with every request. */
function cookieJar() {
  const cookies = new Map();
  return {
    get: (name) => cookies.get(name),
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    async fetch(url, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set('cookie', this.header());
      const response = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(/;\s*/);
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value === '' || attributes.some((a) => /^max-age=(0|-)/i.test(a))) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}

const locationOf = (response, from) => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${from}, got ${response.status}`);
  return new URL(location, from).toString();
};

/** Follows redirects until one leaves the provider (/oidc) for the portal, or a page answers. */
async function follow(jar, response, url, stopAtPortal = false) {
  for (let hops = 0; response.status >= 300 && response.status < 400; hops += 1) {
    if (hops > 10) throw new Error('too many redirects');
    const next = locationOf(response, url);
    if (stopAtPortal && !new URL(next).pathname.startsWith('/oidc/')) return { response, url };
    url = next;
    response = await jar.fetch(url);
  }
  return { response, url };
}

/** Posts the page's form (its hidden inputs plus `fields`) as a browser would. */
async function submitForm(jar, pageUrl, html, fields) {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1] ?? /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form on ${pageUrl}`);
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const url = new URL(action.replace(/&amp;/g, '&'), pageUrl).toString();
  const body = new URLSearchParams({ ...hidden, ...fields });
  const response = await jar.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return { response, url };
}

/** The Cookie header of a signed-in session of `email` at the gateway. */
export async function signIn(gatewayUrl, { email, password }) {
  const jar = cookieJar();
  const loginUrl = `${gatewayUrl}/login`;
  const page = await follow(jar, await jar.fetch(loginUrl), loginUrl);
  const submitted = await submitForm(jar, page.url, await page.response.text(), { email, password });
  const atCallback = await follow(jar, submitted.response, submitted.url, true);
  const callbackUrl = locationOf(atCallback.response, atCallback.url);
  if (new URL(callbackUrl).pathname !== '/logged-in') throw new Error(`sign-in of ${email} did not reach /logged-in (${callbackUrl}): is the password right?`);
  const callback = await jar.fetch(callbackUrl);
  if (callback.status !== 302 || !jar.get('portal_session')) throw new Error(`sign-in of ${email} failed: ${callback.status}`);
  return `portal_session=${jar.get('portal_session')}`;
}
