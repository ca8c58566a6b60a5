import { analyzeAccessibility } from '../support/axe.js';
import { expect, test } from '@playwright/test';
import { AnalystsPage } from '../pages/analysts.page.js';

/** An analyst of the directory's second page, asked through the public GraphQL endpoint. */
async function someAnalyst(baseURL: string): Promise<{ fullName: string; path: string }> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ analysts(input: { page: 2 }) { cards { fullName path } } }' }),
  });
  const body = (await response.json()) as { data: { analysts: { cards: { fullName: string; path: string }[] } } };
  return body.data.analysts.cards[0];
}

test.describe('analyst directory', () => {
  test('type a name, page on, filter by a topic: the URL holds it all', async ({ page, baseURL }) => {
    const analyst = await someAnalyst(baseURL!);
    const directory = new AnalystsPage(page);
    await directory.open();
    await expect(page).toHaveTitle('Analysts | Meridian Research');
    await expect(directory.cards()).toHaveCount(9);

    // Type a name: after the pause the URL carries it and the analyst comes first.
    await directory.searchBox.fill(analyst.fullName);
    await expect.poll(() => directory.params()).toEqual({ query: analyst.fullName });
    const first = directory.cards().first();
    await expect(first.getByRole('link', { name: analyst.fullName })).toHaveAttribute('href', analyst.path);
    await expect(first.locator('img')).toHaveAttribute('src', /^\/images\/analysts\/BIO\d+\.svg$/);

    // Clear the box: the whole directory again; page on.
    await directory.searchBox.fill('');
    await expect.poll(() => directory.params()).toEqual({});
    await expect(directory.cards()).toHaveCount(9);
    await directory.nextPage.click();
    await expect.poll(() => directory.params()).toEqual({ page: '2' });
    await expect(directory.currentPage()).toHaveText('2');
    await expect(directory.cards().first()).toBeVisible();

    // Filter by a topic: page 1 again, the count is the topic's, every card lists the topic.
    const topics = directory.filterGroup('Topic');
    const label = (await topics.getByRole('checkbox').first().evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    const [, topic, count] = /^(.*) \((\d+)\)$/.exec(label)!;
    const checkbox = topics.getByRole('checkbox', { name: label, exact: true });
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    await expect.poll(() => directory.params()).toEqual({ topic });
    await expect(directory.count).toHaveText(`${count} ${count === '1' ? 'analyst' : 'analysts'}`);
    const cards = directory.cards();
    for (let i = 0; i < (await cards.count()); i++) {
      await expect(cards.nth(i).getByRole('list', { name: /^Topics of / })).toContainText(topic);
    }

    // Back returns to page 2 of the unfiltered directory.
    await page.goBack();
    await expect.poll(() => directory.params()).toEqual({ page: '2' });
    await expect(directory.clearFilters).toBeDisabled();
  });

  test('axe finds no violations on /analysts', async ({ page }) => {
    const directory = new AnalystsPage(page);
    await directory.open();
    await expect(directory.cards()).toHaveCount(9);
    const results = await analyzeAccessibility(page);
    expect(results.violations).toEqual([]);
  });

  test('the All tab of /allSearch spotlights the analyst searched for', async ({ page, baseURL }) => {
    const analyst = await someAnalyst(baseURL!);
    await page.goto(`/allSearch?query=${encodeURIComponent(analyst.fullName)}`);
    const spotlight = page.getByRole('region', { name: 'Analyst spotlight' });
    await expect(spotlight.getByRole('link', { name: analyst.fullName })).toHaveAttribute('href', analyst.path);
    const results = await analyzeAccessibility(page);
    expect(results.violations).toEqual([]);

    // Not on another tab.
    await page.getByRole('tablist', { name: 'Result types' }).getByRole('tab', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(/activeTab=reports/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(spotlight).toHaveCount(0);
  });
});
