// The redirect cookie of spec 1 §3: where the user was when the portal asked them to log in.
// The gateway's /login, given no lr, returns there after login (it checks the path against the
// allow-list like any lr) and clears it; the error page's Log in relies on it (spec 1 §2).
export const REDIRECT_COOKIE = 'portal_redirect';
const MAX_AGE_SECONDS = 30 * 60;

export function saveRedirectCookie(path: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
