import { analyzeAccessibility } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login.page.js';
import { fixtures } from '../support/report-data.js';
import { BOLD_PATH, LOCAL_BOLD_PAGE } from '../support/boldPage.js';
import { isGraphqlRequest } from '../support/graphqlRequests.js';

// A demo user of the built-in identity provider (see the README).
const CLIENT = { email: 'client@meridian.example', password: 'Meridian-demo-2026', name: 'Casey Morgan' };

test.describe('signing in and out', () => {
  test("logs in through the provider's own page, shows the name in the header, and logs out", async ({ page, context }) => {
    const reportPath = `/report/${fixtures.oneAuthorReportId}`;
    await page.goto(reportPath);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Log in' }).click();

    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn(CLIENT.email, CLIENT.password);

    // Back on the page the user left, signed in.
    await expect(page).toHaveURL(new RegExp(`${reportPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.getByText(CLIENT.name)).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === 'portal_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const daysLeft = (session!.expires * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);

    // The provider's sign-out runs by itself and hands the user back to the portal's /myhome,
    // which sends a visitor on to /bold and /bold to the bold page (spec 1 §2), each a 302: in a
    // local run the visitors' home. Back on the portal, signed out:
    const redirectOf = (path: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().resourceType() === 'document');
    const [myHome, bold] = [redirectOf('/myhome'), redirectOf(BOLD_PATH)];
    await header.getByRole('link', { name: 'Log out' }).click();
    expect([(await myHome).status(), (await myHome).headers().location]).toEqual([302, BOLD_PATH]);
    expect([(await bold).status(), (await bold).headers().location]).toEqual([302, LOCAL_BOLD_PAGE]);
    await expect(page).toHaveURL(new RegExp(`${LOCAL_BOLD_PAGE}$`));
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByText(CLIENT.name)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'portal_session')).toBeUndefined();

    // The provider forgot the user too: logging in again asks for the password.
    await header.getByRole('link', { name: 'Log in' }).click();
    await login.expectShown();
  });

  test('a session gone on the server is noticed on the next route change and renewed through the provider', async ({ page, context }) => {
    await page.goto(`/login?lr=${encodeURIComponent(`/report/${fixtures.oneAuthorReportId}`)}`);
    // The session is to end once the page has loaded: after the header's own check of it, which
    // it makes when it hydrates (after the first paint, and after the rest of the app has started).
    const headerChecked = page.waitForResponse((response) => isGraphqlRequest(response.request(), 'HeaderViewer'));
    await new LoginPage(page).signIn(CLIENT.email, CLIENT.password);
    const header = page.getByRole('banner');
    await expect(header.getByText(CLIENT.name)).toBeVisible();
    await headerChecked;
    const first = (await context.cookies()).find((c) => c.name === 'portal_session')!;

    // The portal session ends behind the page's back (as when it expires in the store).
    await context.clearCookies({ name: 'portal_session' });
    await header.getByRole('link', { name: /home$/ }).click();

    // Spec 1 §4: verify fails, so /login; the provider still knows the user and asks nothing.
    // The SPA shows /myhome at once, before the round trip through the provider ends, so wait for
    // the new session cookie itself rather than for the URL.
    const sessionCookie = async () => (await context.cookies()).find((c) => c.name === 'portal_session')?.value;
    await expect.poll(sessionCookie, { timeout: 15_000 }).toBeTruthy();
    expect(await sessionCookie()).not.toBe(first.value);
    await expect(page).toHaveURL(/\/myhome$/);
    await expect(header.getByText(CLIENT.name)).toBeVisible();
  });

  test('the login page passes axe, and a wrong password is announced on it', async ({ page }) => {
    await page.goto('/login');
    const login = new LoginPage(page);
    await login.expectShown();
    expect((await analyzeAccessibility(page)).violations.map((v) => v.id)).toEqual([]);

    await login.signIn(CLIENT.email, 'not my password');
    await expect(login.error).toHaveText('The e-mail address or password is incorrect.');
    await expect(login.email).toHaveValue(CLIENT.email);
    await expect(login.password).toHaveAttribute('aria-invalid', 'true');
    expect((await analyzeAccessibility(page)).violations.map((v) => v.id)).toEqual([]);
  });
});
