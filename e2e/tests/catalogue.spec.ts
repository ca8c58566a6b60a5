// The technology catalogue, a technology page and the functions pages in Chromium (spec 3 §2-§9),
// each checked with axe once settled.
import { expect, test } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { FunctionsPages, TechnologyCataloguePage, TechnologyDetailPage } from '../pages/catalogue.page.js';
import { LoginPage } from '../pages/login.page.js';

// A demo user of the built-in identity provider (README); only read here.
const CLIENT = { email: 'client@meridian.example', password: 'Meridian-demo-2026' };

async function graphql<T>(baseURL: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return ((await response.json()) as { data: T }).data;
}

test.describe('technology catalogue', () => {
  test('lists 12 with the Over 300 caption, shows more, searches, sorts and filters', async ({ page }) => {
    const catalogue = new TechnologyCataloguePage(page);
    await catalogue.open();
    await expect(catalogue.caption).toHaveText('Over 300 results');
    await expect(catalogue.cards()).toHaveCount(12);
    await expect(catalogue.sort).toHaveText('Publish date');
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await catalogue.showMore.click();
    await expect(catalogue.cards()).toHaveCount(24);

    // Typing searches after a pause; the keyword makes relevance the sort.
    await catalogue.search.pressSequentially('sales forecasting');
    await expect(catalogue.caption).toHaveText(/^\d+ results?$/);
    await catalogue.settled();
    await expect(catalogue.sort).toHaveText('Relevance');
    await expect(page).toHaveURL(/query=sales\+forecasting/);
    await expect(catalogue.cards().first()).toContainText(/sales forecasting/i);

    await catalogue.chooseSort('Name Z-A');
    await expect(page).toHaveURL(/sort=name-desc/);
    // The URL changes when the new results arrive; the list renders them a moment later.
    await expect(async () => {
      const titles = await catalogue.cards().getByRole('heading').allTextContents();
      expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    }).toPass({ timeout: 10_000 });

    await catalogue.search.fill('');
    await catalogue.filter('Waves').check();
    await catalogue.settled();
    await expect(catalogue.caption).toHaveText(/results?$/);
    await expect(page).toHaveURL(/ipType=wave/);
    const count = await catalogue.cards().count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(catalogue.cards().nth(i)).toContainText(/Wave Q[1-4] 20\d\d/);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // The URL is the state: a reload shows the same search.
    await page.reload();
    await expect(catalogue.filter('Waves')).toBeChecked();
    await expect(catalogue.sort).toHaveText('Name Z-A');
  });

  test('a category page has overview, related research and related technologies tabs', async ({ page, baseURL }) => {
    // A category with research about it and more than 3 technologies.
    // Categories covered by a Wave or Landscape, in name order.
    const ids: string[] = [];
    for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
      const { technologies } = await graphql<{ technologies: { cards: { id: string; technologyType: string }[] } }>(
        baseURL!,
        `{ technologies(input: { ipTypes: ["wave", "landscape"], sort: "name-asc", page: ${pageNumber} }) { cards { id technologyType } } }`,
      );
      ids.push(...technologies.cards.filter((card) => card.technologyType === 'Category').map((card) => card.id));
    }
    let path: string | null = null;
    let title = '';
    for (const id of ids) {
      const { technology } = await graphql<{ technology: { path: string; title: string; technologyType: string; relatedResearch: unknown[]; relatedTechnologies: unknown[] } }>(
        baseURL!,
        `query ($id: ID!) { technology(id: $id) { path title technologyType relatedResearch { id } relatedTechnologies { id } } }`,
        { id },
      );
      if (technology.technologyType === 'Category' && technology.relatedResearch.length > 0 && technology.relatedTechnologies.length > 3) {
        path = technology.path;
        title = technology.title;
        break;
      }
    }
    expect(path).not.toBeNull();

    const detail = new TechnologyDetailPage(page);
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(detail.tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Category definition' })).toBeVisible();
    await expect(page.getByTestId('latest-wave')).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await detail.tab('Related Research').click();
    await expect(page).toHaveURL(new RegExp(`${path}/related-research$`));
    await expect(detail.panel.getByRole('list', { name: 'Related research' }).getByRole('listitem').first()).toContainText(title);

    await detail.tab('Related Technologies').click();
    await expect(page).toHaveURL(new RegExp(`${path}/related-technologies$`));
    await expect(detail.relatedTechnologies()).toHaveCount(3);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(detail.relatedTechnologies()).not.toHaveCount(3);
    expect(await detail.relatedTechnologies().count()).toBeLessThanOrEqual(6);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);
  });
});

test.describe('functions', () => {
  test('/services goes to /functions; a function page and one of its priorities', async ({ page }) => {
    const functions = new FunctionsPages(page);
    await page.goto('/services');
    await expect(page).toHaveURL(/\/functions$/);
    await expect(functions.heading('Functions')).toBeVisible();
    const preview = functions.section(/Preview our functions/);
    await expect(preview.getByRole('article')).toHaveCount(14);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await preview.getByRole('link', { name: 'B2B Sales', exact: true }).click();
    await expect(functions.heading('B2B Sales')).toBeVisible();
    await expect(functions.functionNav().getByRole('heading', { name: 'Your Function' })).toBeVisible();
    await expect(functions.functionNav().getByRole('heading', { name: 'Related Functions' })).toBeVisible();
    const tabs = functions.functionTabs('B2B Sales');
    await expect(tabs.getByRole('tab', { name: 'Functional Priorities' })).toHaveAttribute('aria-selected', 'true');
    const priorities = page.getByRole('list', { name: 'Functional priorities' }).getByRole('listitem');
    expect(await priorities.count()).toBeGreaterThanOrEqual(6);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // 'more': a later tab, reached by keyboard.
    const second = tabs.getByRole('tab').nth(1);
    const secondName = (await second.textContent()) ?? '';
    await tabs.getByRole('tab', { name: 'Functional Priorities' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/functions/b2b-sales/SER100002/${secondName.toLowerCase().replace(/ /g, '-')}$`));
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    await tabs.getByRole('tab', { name: 'Functional Priorities' }).click();
    const first = priorities.first().getByRole('link');
    const label = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/functional-priority\/b2b-sales\/PRI\d+$/);
    await expect(functions.heading(label)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Functional priority · B2B Sales');
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // A protected function the visitor does not hold: the no-access page (spec 3 §6).
    await page.goto('/functions/technology-executives/SER100012');
    await expect(page.getByRole('heading', { level: 1, name: 'You Do Not Have Access' })).toBeVisible();
  });

  test('a signed-in client sees their subscribed functions apart from the previewable ones', async ({ page }) => {
    await page.goto(`/login?lr=${encodeURIComponent('/functions')}`);
    await new LoginPage(page).signIn(CLIENT.email, CLIENT.password);
    const functions = new FunctionsPages(page);
    await expect(functions.heading('Functions')).toBeVisible();
    const subscribed = functions.section(/Your subscriptions/);
    await expect(subscribed.getByRole('article')).toHaveCount(2);
    await expect(subscribed.getByRole('link', { name: 'B2B Marketing Executives' })).toBeVisible();
    await expect(subscribed.getByRole('link', { name: 'Customer Experience' })).toBeVisible();
    const more = functions.section(/Explore more functions/);
    await expect(more.getByRole('article')).toHaveCount(12);
    await expect(more.getByRole('link', { name: 'B2B Marketing Executives' })).toHaveCount(0);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);
  });
});
