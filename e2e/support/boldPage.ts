// Spec 1 §2: a visitor's /myhome goes to /bold, which the gateway sends on (302) to the bold page on
// the assets root. The e2e stack runs in development without ASSETS_ROOT_URL, so its assets root is
// the portal itself and its bold page the visitors' home (services/gateway/src/redirects.ts); a
// configured assets root is the gateway's unit test's (redirects.test.ts).
export const BOLD_PATH = '/bold';
export const LOCAL_BOLD_PAGE = '/home';
