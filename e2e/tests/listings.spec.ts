// Playbooks, surveys and themed listings in Chromium (spec 3 §2-§9): each page type loads, its
// 'Show more' step appends, and axe finds nothing once the page has settled.
import { expect, test } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { DetailPage, ListingPage, SurveyControls } from '../pages/listings.page.js';

async function graphql<T>(baseURL: string, query: string): Promise<T> {
  const response = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return ((await response.json()) as { data: T }).data;
}

test.describe('content listings', () => {
  // Each test walks a listing, its 'more' step and a detail page with an axe run on each: on the
  // shared 2-core machines that can take longer than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('playbooks: tabs by path, 9 cards, Show more, and a card opens its playbook', async ({ page, baseURL }) => {
    const { playbooks } = await graphql<{ playbooks: { itemsTotal: number } }>(baseURL!, '{ playbooks(input: { tab: "marketingStrategy" }) { itemsTotal } }');
    expect(playbooks.itemsTotal).toBeGreaterThan(9);
    const listing = new ListingPage(page, 'Playbooks', 'Marketing And Strategy');
    await listing.open('/insights/playbooks/marketing-and-strategy');
    await expect(listing.tab('Playbook categories', 'Marketing And Strategy')).toHaveAttribute('aria-selected', 'true');
    await listing.settled();
    await expect(listing.cards()).toHaveCount(9);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);
    await listing.showMoreTo(Math.min(18, playbooks.itemsTotal));
    await expect(listing.count()).toHaveText(`Showing ${Math.min(18, playbooks.itemsTotal)} of ${playbooks.itemsTotal}`);

    // Tabs are links: another tab is another URL.
    await listing.tab('Playbook categories', 'Imperative Playbooks').click();
    await expect(page).toHaveURL(/\/insights\/playbooks\/imperative-playbooks$/);
    const imperative = new ListingPage(page, 'Playbooks', 'Imperative Playbooks');
    await imperative.settled();

    const first = imperative.cards().first().getByRole('link');
    const title = await first.innerText();
    await first.click();
    const detail = new DetailPage(page);
    await expect(detail.heading()).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Chapters' })).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // A playbook hit of the search lands on the same page, not on a 404.
    await page.goto('/allSearch?activeTab=playbooks');
    const hit = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const hitTitle = await hit.innerText();
    await hit.click();
    await expect(page).toHaveURL(/\/playbook\/[^/]+\/PLA\d+$/);
    await expect(detail.heading()).toHaveText(hitTitle);
  });

  test('surveys: the hero, 30 days by default, wider windows, sort, search and Show more', async ({ page }) => {
    const listing = new ListingPage(page, 'Surveys', 'Business surveys');
    await listing.open('/surveys/business');
    await expect(page.getByText('More than 675,000 people are surveyed yearly')).toBeVisible();
    await listing.settled();
    const controls = new SurveyControls(page);
    await expect(controls.published).toHaveText('Last 30 days');
    const recent = await listing.cards().count();
    expect(recent).toBeGreaterThan(0);
    const totalShown = async () => Number((await listing.count().innerText()).match(/of (\d+)/)![1]);
    const recentTotal = await totalShown();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await controls.choose(controls.published, 'Any time');
    await expect(page).toHaveURL(/publishedSinceInDays=-1/);
    await expect(listing.cards()).toHaveCount(9);
    await listing.settled();
    // The "of N" label can still say the 30-day total for a moment after the cards changed.
    await expect.poll(totalShown).toBeGreaterThan(recentTotal);
    const total = await totalShown();
    await listing.showMoreTo(Math.min(18, total));

    await controls.choose(controls.sort, 'Name A-Z');
    await expect(page).toHaveURL(/sort=name-asc/);
    await listing.settled();
    const names = await listing.cards().getByRole('heading').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    // Typed words search once typing pauses, trimmed.
    const word = names[0].split(' ')[0];
    await controls.search.fill(`  ${word}  `);
    await expect(page).toHaveURL(new RegExp(`query=${word}(&|$)`));
    await listing.settled();
    for (const card of await listing.cards().allInnerTexts()) expect(card.toLowerCase()).toContain(word.toLowerCase());

    await listing.tab('Survey types', 'Consumer').click();
    await expect(page).toHaveURL(/\/surveys\/consumer$/);
    await new ListingPage(page, 'Surveys', 'Consumer surveys').settled();
  });

  test('a survey page: details, downloads with sizes, Copy source flagged copied', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const listing = new ListingPage(page, 'Surveys', 'Consumer surveys');
    await listing.open('/surveys/consumer');
    await listing.settled();
    const first = listing.cards().first().getByRole('link');
    const title = await first.innerText();
    await first.click();
    await expect(new DetailPage(page).heading()).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Methodology' })).toBeVisible();
    const downloads = page.getByRole('region', { name: 'Downloads' }).getByRole('listitem');
    await expect(downloads).toHaveCount(2);
    await expect(downloads.first()).toContainText(/\(CSV, \d+(\.\d)? (b|kb)\)/);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Data tables' }).click();
    expect((await download).suggestedFilename()).toMatch(/-data\.csv$/);

    await page.getByRole('button', { name: 'Copy source' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('survey-source').innerText());
    // Flagged for 3 s, then back.
    await expect(page.getByRole('button', { name: 'Copy source' })).toBeVisible({ timeout: 5000 });
  });

  test('themed listings: 12 first, 3 more per step; a breadcrumb on the first five only', async ({ page }) => {
    const trust = new ListingPage(page, 'The Trust Imperative', 'The Trust Imperative');
    await trust.open('/insights/the-trust-imperative');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await trust.settled();
    await expect(trust.cards()).toHaveCount(12);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);
    await trust.showMoreTo(15);
    await trust.showMoreTo(18);

    const work = new ListingPage(page, 'The Future Of Work', 'The Future Of Work');
    await work.open('/insights/future-of-work');
    await work.settled();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test('planning guides: hub, tabs by the last path segment, and the no-access page', async ({ page }) => {
    await page.goto('/insights/planning-guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Planning Guides' })).toBeVisible();
    const editions = page.getByRole('list', { name: 'Planning Guides 2026' }).getByRole('article');
    await expect(editions.first()).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // The 'more' step of a guide: another tab, another URL.
    await editions.first().getByRole('link').click();
    const detail = new DetailPage(page);
    await expect(detail.heading()).toContainText('2026 Planning Guide');
    const tabs = page.getByRole('tablist', { name: 'Sections' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Budget' }).click();
    await expect(page).toHaveURL(/\/budget$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // The newest edition is for signed-in users: logged out, it is the no-access page.
    const locked = page.getByRole('list', { name: 'Planning Guides 2027' });
    await page.goto('/insights/planning-guides');
    const lockedPath = await locked.getByRole('link').first().getAttribute('href');
    await page.goto(lockedPath!);
    await expect(page.getByRole('heading', { level: 1, name: 'You Do Not Have Access' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('The user has no access to Planning Guides Page.');
  });

  test('predictions: hub, tabs by the last path segment, and the no-access page', async ({ page }) => {
    const detail = new DetailPage(page);
    await page.goto('/insights/predictions');
    await expect(page.getByRole('heading', { level: 1, name: 'Predictions' })).toBeVisible();
    await page.getByRole('list', { name: 'Predictions 2027' }).getByRole('article').first().getByRole('link').click();
    await expect(detail.heading()).toContainText('Predictions 2027');
    await page.getByRole('tablist', { name: 'Sections' }).getByRole('tab', { name: 'Predictions' }).click();
    await expect(page).toHaveURL(/\/predictions$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Predictions' })).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await page.goto('/insights/predictions/unknown/PRD999999');
    await expect(page.getByRole('heading', { level: 1, name: 'You Do Not Have Access' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('The user has no access to Prediction Page.');
  });
});
