import { analyzeAccessibility } from '../support/axe.js';
import { expect, test, type Page } from '../support/test.js';
import { FollowingPage } from '../pages/following.page.js';
import { LoginPage } from '../pages/login.page.js';
import { ReportPage } from '../pages/report.page.js';
import { fixtures } from '../support/report-data.js';

// A demo user of the built-in identity provider (see the README); the other specs sign in as the
// client, so this one's follows are its own.
const EMPLOYEE = { email: 'employee@meridian.example', password: 'Meridian-demo-2026' };

async function firstActiveAuthor(baseURL: string, id: string): Promise<string> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query($id: ID!) { report(id: $id) { authors { fullName active } } }', variables: { id } }),
  });
  const body = (await response.json()) as { data: { report: { authors: { fullName: string; active: boolean }[] } } };
  return body.data.report.authors.find((author) => author.active)!.fullName;
}

/** axe's violations, each with the elements at fault (so a failure says where). */
const axeViolations = async (page: Page) =>
  (await analyzeAccessibility(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

test.describe('following analysts and topics', () => {
  // Leave the user following nothing, whatever a test did (the browser's session cookie signs the calls).
  test.afterEach(async ({ page }) => {
    const ask = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as { data?: { viewer?: { followedAnalysts: { id: string }[]; followedTopics: string[] } | null } };
    const viewer = (await ask('{ viewer { followedAnalysts { id } followedTopics } }')).data?.viewer;
    for (const { id } of viewer?.followedAnalysts ?? []) await ask('mutation($id: ID!) { unfollowAnalyst(id: $id) { id } }', { id });
    for (const topic of viewer?.followedTopics ?? []) await ask('mutation($t: String!) { unfollowTopic(topic: $t) }', { t: topic });
  });

  test('logs in from the follow button, follows an author, sees it on /my-account/following and unfollows', async ({ page, baseURL }) => {
    // Seven page loads, a sign-in and two axe runs: 29-34 s on a busy 2-core machine.
    test.slow();
    const name = await firstActiveAuthor(baseURL!, fixtures.twelveAuthorReportId);
    const report = new ReportPage(page);
    await report.open(fixtures.twelveAuthorReportId);

    // Logged out, the button is a way to log in that comes back here.
    await report.authors.getByRole('link', { name: `Follow ${name}`, exact: true }).click();
    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn(EMPLOYEE.email, EMPLOYEE.password);
    await expect(page).toHaveURL(new RegExp(`/report/${fixtures.twelveAuthorReportId}$`));

    const follow = report.authors.getByRole('button', { name: `Follow ${name}`, exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    const unfollow = report.authors.getByRole('button', { name: `Unfollow ${name}`, exact: true });
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    await expect(unfollow).toHaveText('Unfollow');
    // The button turns at once (optimistic); the toast comes with the server's answer. Read before
    // axe, which can outlast the toast's 6 s on a busy machine.
    await expect(report.toast).toHaveText(`You are now following ${name}`);
    expect(await axeViolations(page)).toEqual([]);

    // Stored, not only shown: a fresh load (now that the server answered) still says so.
    await page.reload();
    await expect(report.authors.getByRole('button', { name: `Unfollow ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

    const following = new FollowingPage(page);
    await following.open();
    await expect(following.analysts.getByRole('link', { name, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await following.followButton(following.analysts, name, true).click();
    await expect(following.followButton(following.analysts, name, false)).toHaveAttribute('aria-pressed', 'false');
    await expect(following.toast).toHaveText(`You are no longer following ${name}`);
    await page.reload();
    await expect(following.analysts.getByText('You are not following any analysts yet.', { exact: false })).toBeVisible();

    await report.open(fixtures.twelveAuthorReportId);
    await expect(report.authors.getByRole('button', { name: `Follow ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('follows and unfollows a topic on /my-account/following', async ({ page }) => {
    await page.goto(`/login?lr=${encodeURIComponent('/my-account/following')}`);
    await new LoginPage(page).signIn(EMPLOYEE.email, EMPLOYEE.password);
    const following = new FollowingPage(page);
    await expect(following.heading).toBeVisible();

    await following.topics.getByLabel('Topic').fill('Zero Trust');
    await following.topics.getByRole('button', { name: 'Follow topic' }).click();
    await expect(following.topics.getByRole('listitem').filter({ hasText: 'Zero Trust' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await following.topics.getByRole('button', { name: 'Unfollow topic Zero Trust' }).click();
    await expect(following.topics.getByText('You are not following any topics yet.')).toBeVisible();
  });
});
