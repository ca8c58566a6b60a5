import { analyzeAccessibility } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { AnalystsPage } from '../pages/analysts.page.js';
import { AnalystProfilePage } from '../pages/analyst-profile.page.js';

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

  test('a card opens the analyst’s profile: research, topics and related analysts; axe passes', async ({ page, baseURL }) => {
    const analyst = await someAnalyst(baseURL!);
    const directory = new AnalystsPage(page);
    await directory.open('?page=2');
    await directory.cards().first().getByRole('link', { name: analyst.fullName }).click();
    await expect(page).toHaveURL(analyst.path);
    const profile = new AnalystProfilePage(page);
    await profile.expectShown(analyst.fullName);
    await expect(page).toHaveTitle(`${analyst.fullName} | Meridian Research`);
    await expect(profile.followButton(analyst.fullName)).toBeVisible();
    // The inquiry form opens with this analyst preselected (spec 1 §3: analystId from the bio id).
    await expect(profile.inquiryLink(analyst.fullName)).toHaveAttribute('href', `/inquiry?bioId=${analyst.path.split('/').pop()}`);
    await expect(profile.research.getByRole('heading', { level: 2, name: 'Recent research' })).toBeVisible();
    await expect(profile.topics.getByRole('link').first()).toBeVisible();
    await expect(profile.related.getByRole('article').first()).toBeVisible();
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    // A related analyst's name opens their profile in turn.
    const next = profile.related.getByRole('article').first().getByRole('link').first();
    const nextName = (await next.textContent())!;
    await next.click();
    await profile.expectShown(nextName);
  });

  test("a profile of an analyst who is not presented externally is the 404 'Analyst inactive.' page", async ({ page }) => {
    // BIO10004: the corpus keeps every fifteenth analyst from index 4 internal (corpus analysts.ts).
    await page.goto('/analyst-bio/someone/BIO10004');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await page.getByText('Technical details').click();
    await expect(page.getByRole('definition').filter({ hasText: 'Analyst inactive.' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^404$/ })).toBeVisible();
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
