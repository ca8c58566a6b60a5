import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test, type Page } from '../support/test.js';
import { FavoritesPage } from '../pages/favorites.page.js';
import { logInTo } from '../pages/login.page.js';
import { ReportPage } from '../pages/report.page.js';
import { SearchPage } from '../pages/search.page.js';
import { fixtures } from '../support/report-data.js';

// The favorites tests' own reader (services/upstream demoUsers.ts): no other spec signs in as her,
// and each test leaves her collection empty.
const READER = { email: 'sasha@meridian.example', password: 'Meridian-demo-2026' };

/** A GraphQL call as the browser's signed-in session. */
async function ask<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SAVE = 'mutation($id: ID!) { saveItem(contentId: $id) { __typename } }';

async function unsaveEverything(page: Page) {
  for (;;) {
    const data = await ask<{ viewer: { favorites: { cards: { id: string }[] } } | null }>(page, '{ viewer { favorites { cards { id } } } }');
    const cards = data.viewer?.favorites.cards ?? [];
    if (cards.length === 0) return;
    for (const { id } of cards) await ask(page, 'mutation($id: ID!) { unsaveItem(contentId: $id) { __typename } }', { id });
  }
}

test.describe('saving to favorites', () => {
  // Each test signs in and walks several server-rendered pages.
  test.describe.configure({ timeout: 60_000 });

  test.afterEach(async ({ page }) => {
    await unsaveEverything(page);
  });

  test('saves a report from its page, shows it saved for 2 s, lists it on /favorites and unsaves it there', async ({ page }) => {
    await logInTo(page, `/report/${fixtures.oneAuthorReportId}`, READER.email, READER.password);
    const report = new ReportPage(page);
    const title = (await report.heading.textContent())!;
    const favorites = new FavoritesPage(page);
    const save = favorites.saveToggle(page.getByRole('main'), title);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // Spec 2 §9: 'Saved' shows, then goes after 2 seconds; the toggle stays pressed.
    const indicator = page.getByRole('main').getByRole('status').filter({ hasText: /^Saved$/ });
    await expect(indicator).toBeVisible();
    await expect(indicator).toBeHidden({ timeout: 5_000 });
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    // Stored, not only shown: once the server answered (the toggle is busy until then; it turned at
    // once, optimistically), a fresh load says so.
    await expect(save).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('banner').getByRole('link', { name: 'Favorites', exact: true }).click();
    await expect(favorites.heading).toBeVisible();
    await expect(favorites.item(title)).toBeVisible();
    await expect(favorites.item(title).getByText('Report', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Unsaved here, it stays listed (one click undoes it) until the page is loaded again.
    await favorites.saveToggle(favorites.items, title).click();
    await expect(favorites.saveToggle(favorites.items, title)).toHaveAttribute('aria-pressed', 'false');
    await expect(favorites.saveToggle(favorites.items, title)).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(favorites.emptyState).toContainText('You have not saved anything yet');
    await expectNoAxeViolations(page);

    await report.open(fixtures.oneAuthorReportId);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  test('saves and unsaves from search results; the favorites page filters by category in its URL', async ({ page }) => {
    await logInTo(page, '/allSearch?query=customer&activeTab=reports', READER.email, READER.password);
    const search = new SearchPage(page);
    await expect(search.heading).toBeVisible();
    const firstResult = search.results.getByRole('article').first();
    const title = (await firstResult.getByRole('heading').textContent())!;
    const favorites = new FavoritesPage(page);
    await favorites.saveToggle(firstResult, title).click();
    await expect(favorites.saveToggle(firstResult, title)).toHaveAttribute('aria-pressed', 'true');
    // And a webinar, so the filter has something to keep out.
    const webinarId = 'WEB100000';
    await ask(page, SAVE, { id: webinarId });

    await favorites.open();
    await expect(favorites.items.getByRole('article')).toHaveCount(2);
    await expect(favorites.count).toHaveText('Showing 2 of 2');
    await favorites.choose(favorites.filters, 'Category', /^Report \(1\)$/);
    await expect(page).toHaveURL(/\/favorites\?category=report$/);
    await expect(favorites.items.getByRole('article')).toHaveCount(1);
    await expect(favorites.item(title)).toBeVisible();
    await expectNoAxeViolations(page);

    // The URL is the state: loading it again keeps the filter.
    await page.reload();
    await expect(favorites.filters.getByRole('combobox', { name: 'Category' })).toContainText('Report');
    await expect(favorites.items.getByRole('article')).toHaveCount(1);

    // Unsaved from the search results, it is gone from the favorites.
    await search.open('?query=customer&activeTab=reports');
    await favorites.saveToggle(search.results.getByRole('article').first(), title).click();
    await expect(favorites.saveToggle(search.results.getByRole('article').first(), title)).toHaveAttribute('aria-pressed', 'false');
    await favorites.open('?category=report');
    await expect(favorites.emptyState).toContainText('No favorites match these filters');
  });

  test('saves a webinar and a tool from their pages; both show on /favorites under their types', async ({ page }) => {
    await logInTo(page, '/favorites', READER.email, READER.password);
    const favorites = new FavoritesPage(page);
    await expect(favorites.emptyState).toContainText('You have not saved anything yet');
    const { webinar, contentItem } = await ask<{ webinar: { title: string; path: string }; contentItem: { title: string; path: string } }>(
      page,
      'query($w: ID!, $t: ID!) { webinar(id: $w) { title path } contentItem(id: $t) { title path } }',
      { w: 'WEB100000', t: 'TOL100000' },
    );
    for (const { title, path } of [webinar, contentItem]) {
      await page.goto(path);
      const save = favorites.saveToggle(page.getByRole('main'), title);
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
    }
    await favorites.open();
    await expect(favorites.item(webinar.title).getByText('Webinar', { exact: true })).toBeVisible();
    await expect(favorites.item(contentItem.title).getByText('Tool', { exact: true })).toBeVisible();
    await expect(favorites.count).toHaveText('Showing 2 of 2');
  });

  test('on a small screen the filters open in a modal dialog', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInTo(page, '/favorites', READER.email, READER.password);
    for (const id of [fixtures.oneAuthorReportId, 'WEB100000']) await ask(page, SAVE, { id });
    const favorites = new FavoritesPage(page);
    await favorites.open();
    await expect(favorites.items.getByRole('article')).toHaveCount(2);
    await expect(favorites.filters).toBeHidden();

    await favorites.filterButton.click();
    await expect(favorites.filterDialog).toBeVisible();
    await expectNoAxeViolations(page);
    await favorites.choose(favorites.filterDialog, 'Category', /^Webinar \(1\)$/);
    // Nothing changes until Apply.
    await expect(page).toHaveURL(/\/favorites$/);
    await favorites.filterDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(favorites.filterDialog).toBeHidden();
    await expect(page).toHaveURL(/\/favorites\?category=webinar$/);
    await expect(favorites.items.getByRole('article')).toHaveCount(1);
    await expect(favorites.items.getByText('Webinar', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Cancel keeps what was there.
    await favorites.filterButton.click();
    await favorites.choose(favorites.filterDialog, 'Category', 'All categories');
    await favorites.filterDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/favorites\?category=webinar$/);
  });
});
