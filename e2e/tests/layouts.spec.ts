// The layouts of spec 1 §2 around real pages (app/router.tsx says which page has which), each
// axe clean, and the layout's toast after following an analyst.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { LayoutsPage } from '../pages/layouts.page.js';
import { LoginPage } from '../pages/login.page.js';
import { AnalystProfilePage } from '../pages/analyst-profile.page.js';
import { fixtures } from '../support/report-data.js';

// A demo user of the built-in identity provider (see the README); follows.spec.ts uses it too
// (workers: 1), and each leaves it following nothing.
const EMPLOYEE = { email: 'employee@meridian.example', password: 'Meridian-demo-2026' };

test.describe('the layouts of spec 1 §2', () => {
  // Each layout hydrates what the server rendered: no error (a hydration mismatch) in the console.
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('intermediary (an interceptor): a black header whose logo links to /myhome, and the footer', async ({ page }) => {
    const layout = new LayoutsPage(page);
    await layout.goTo('/intercept/business/terms', layout.h1('Terms and Conditions'));
    await expect(layout.logoLink).toHaveAttribute('href', '/myhome');
    await expect(layout.links(layout.header)).toHaveCount(1);
    await expect(layout.search).toHaveCount(0);
    expect(await layout.headerBackground()).toBe('rgb(0, 0, 0)');
    await expect(layout.footer).toBeVisible();
    await expectNoAxeViolations(page);

    await layout.logoLink.click();
    await expect(page).not.toHaveURL(/\/intercept\//);
  });

  test('minimal (where the e-mailed reset link leads): the logo is not a link, and there is no footer', async ({ page }) => {
    const layout = new LayoutsPage(page);
    // A token that was never issued: the page sends the reader on to the expired-link page.
    await layout.goTo('/my-account/password/create?token=never-issued', layout.h1('This link has expired'));
    await expect(page).toHaveURL(/\/my-account\/password\/create\/expired-token$/);
    await expect(layout.logo).toBeVisible();
    await expect(layout.links(layout.header)).toHaveCount(0);
    await expect(layout.footer).toHaveCount(0);
    await expect(layout.main.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('simplistic (passwordless sign-in): header with the logo home link and footer, no navigation or search', async ({ page }) => {
    const layout = new LayoutsPage(page);
    await layout.goTo('/passwordless', layout.h1('Sign in with an e-mail link'));
    await expect(layout.logoLink).toHaveAttribute('href', '/myhome');
    await expect(layout.links(layout.header)).toHaveCount(1);
    await expect(layout.mainNavigation).toHaveCount(0);
    await expect(layout.search).toHaveCount(0);
    await expect(layout.footer).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('empty (/external): no header, footer or skip link, only the page in its main landmark', async ({ page }) => {
    const layout = new LayoutsPage(page);
    await layout.goTo(`/external?url=${encodeURIComponent('https://www.example.org/report?id=7')}`, layout.h1('You Are Leaving Meridian Research'));
    await expect(layout.header).toHaveCount(0);
    await expect(layout.footer).toHaveCount(0);
    await expect(layout.skipLink).toHaveCount(0);
    await expect(layout.main.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('default (a report): the full header with navigation and search, and the footer', async ({ page }) => {
    const layout = new LayoutsPage(page);
    await layout.goTo(`/report/${fixtures.oneAuthorReportId}`);
    await expect(layout.logoLink).toHaveAttribute('href', '/myhome');
    await expect(layout.search).toBeVisible();
    await expect(layout.footer).toBeVisible();
  });
});

test.describe("the layout's toast", () => {
  // Leave the user following nothing (the browser's session cookie signs the calls).
  test.afterEach(async ({ page }) => {
    const ask = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as { data?: { viewer?: { followedAnalysts: { id: string }[] } | null } };
    const viewer = (await ask('{ viewer { followedAnalysts { id } } }')).data?.viewer;
    for (const { id } of viewer?.followedAnalysts ?? []) await ask('mutation($id: ID!) { unfollowAnalyst(id: $id) { id } }', { id });
  });

  test("says the analyst is followed, then unfollowed, on the analyst's profile, and passes axe while it shows", async ({ page, baseURL }) => {
    const analyst = await firstActiveAuthor(baseURL!, fixtures.twelveAuthorReportId);
    await page.goto(`/login?lr=${encodeURIComponent(analyst.path)}`);
    await new LoginPage(page).signIn(EMPLOYEE.email, EMPLOYEE.password);
    const profile = new AnalystProfilePage(page);
    await profile.expectShown(analyst.fullName);
    const layout = new LayoutsPage(page);

    await profile.followButton(analyst.fullName).click();
    await expect(layout.toast).toHaveText(`You are now following ${analyst.fullName}`);
    await expect(layout.toast).toHaveRole('status');
    await expectNoAxeViolations(page);

    // The toast can be closed; the next action raises a new one.
    await layout.toast.getByRole('button', { name: 'Close' }).click();
    await expect(layout.toast).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: `Unfollow ${analyst.fullName}`, exact: true }).click();
    await expect(layout.toast).toHaveText(`You are no longer following ${analyst.fullName}`);
  });
});

/** The first active author of a report, with the path of their profile. */
async function firstActiveAuthor(baseURL: string, id: string): Promise<{ fullName: string; path: string }> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query($id: ID!) { report(id: $id) { authors { fullName path active } } }', variables: { id } }),
  });
  const body = (await response.json()) as { data: { report: { authors: { fullName: string; path: string | null; active: boolean }[] } } };
  const author = body.data.report.authors.find((candidate) => candidate.active && candidate.path)!;
  return { fullName: author.fullName, path: author.path! };
}
