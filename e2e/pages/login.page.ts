import { expect, type Cookie, type Page } from '@playwright/test';
import { PortalPage } from './portal.page.js';
import { APP_READY } from '../support/test.js';

/** The built-in identity provider's sign-in page, located by its labels as a screen reader finds it. */
export class LoginPage extends PortalPage {
  readonly heading = this.h1('Sign in');
  readonly email = this.page.getByLabel('E-mail address');
  readonly password = this.page.getByLabel('Password');
  readonly submit = this.page.getByRole('button', { name: 'Sign in' });
  readonly error = this.page.getByRole('alert');

  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
    // Signed in: the portal's page once its app runs (it is rendered on the server first);
    // refused: the provider's page says why.
    await this.page.locator(APP_READY).or(this.error).first().waitFor({ state: 'attached' });
  }
}

// The gateway's session cookie (services/gateway/src/auth/authCookies.ts).
const SESSION_COOKIE = 'portal_session';

/**
 * The session of each user's first sign-in through the form in this worker, by e-mail. Signing
 * in through the provider takes about 1.5 s a test, and the specs that test signing in itself use
 * LoginPage; the rest only need a signed-in reader, so they share one session per user.
 */
const sessions = new Map<string, Cookie>();

/** Whether `page`'s context is signed in as `email`: the gateway's own answer, not the page's look. */
async function signedInAs(page: Page, email: string): Promise<boolean> {
  const response = await page.request.post('/graphql', { data: { query: '{ viewer { email } }' } });
  const body = (await response.json()) as { data?: { viewer?: { email?: string } | null } };
  return body.data?.viewer?.email?.toLowerCase() === email.toLowerCase();
}

/**
 * Lands on `path` signed in as `email`: in a context that holds no cookies yet, with the user's
 * session from an earlier test when it still holds; otherwise through the provider's page (a
 * context with a visitor's cookies always, since signing in acts on them: the visitor's cart).
 */
export async function logInTo(page: Page, path: string, email: string, password: string) {
  const landed = new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`);
  const context = page.context();
  const session = sessions.get(email);
  if (session && (await context.cookies()).length === 0) {
    await context.addCookies([session]);
    if (await signedInAs(page, email)) {
      await page.goto(path);
      await expect(page).toHaveURL(landed);
      return;
    }
    // Ended since (a sign-out, another sign-in in that browser): sign in again.
    sessions.delete(email);
    await context.clearCookies();
  }
  await page.goto(`/login?lr=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(landed);
  const signedIn = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  if (signedIn) sessions.set(email, signedIn);
}
