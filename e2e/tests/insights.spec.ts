import { expect, test } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { InsightsPage } from '../pages/insights.page.js';

/** Asks the public GraphQL endpoint what a listing holds, to know what the page should show. */
async function graphql<T>(baseURL: string, query: string): Promise<T> {
  const response = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { data: T };
  return body.data;
}
const total = async (baseURL: string, field: string, input: string) =>
  (await graphql<Record<string, { itemsTotal: number }>>(baseURL, `{ ${field}(input: ${input}) { itemsTotal } }`))[field].itemsTotal;

test.describe('insights listings', () => {
  // Each test walks a listing's tabs and steps (several pages and axe runs): more than one page's 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('latest research: 10 newest, Show more adds 10, tabs are links, an unknown tab is a 404', async ({ page, baseURL }) => {
    const all = await total(baseURL!, 'latestResearch', '{ tab: "all" }');
    const insights = new InsightsPage(page);
    await insights.open('/insights/latest-research/all', 'Latest Research');
    await expect(insights.tab('Research type', 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(insights.cards('Latest Research: All')).toHaveCount(10);
    await expect(insights.showing(10, all)).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await insights.showMore.click();
    await expect(insights.cards('Latest Research: All')).toHaveCount(20);
    await expect(insights.showing(20, all)).toBeVisible();

    await insights.tab('Research type', 'Podcasts').click();
    await expect(page).toHaveURL(/\/insights\/latest-research\/podcasts$/);
    await expect(insights.cards('Latest Research: Podcasts').first()).toContainText('Podcast');

    // The menus link the bare path: it opens the All tab.
    await page.goto('/insights/latest-research/');
    await expect(page).toHaveURL(/\/insights\/latest-research\/all$/);
    await expect(insights.tab('Research type', 'All')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/insights/latest-research/blogs');
    await expect(insights.heading('This page could not be found')).toBeVisible();
  });

  test('forecasts: a keyword sorts by relevance after a pause, emptying it goes back to date, Show more appends', async ({ page, baseURL }) => {
    const all = await total(baseURL!, 'forecasts', '{}');
    const insights = new InsightsPage(page);
    await insights.open('/insights/forecasts', 'Forecasts');
    await expect(insights.tab('Forecast category', 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(insights.cards('Forecasts')).toHaveCount(Math.min(10, all));
    await expect(insights.cards('Forecasts').first()).toContainText('Forecast');
    await expect(insights.sortBy).toHaveValue('date');
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    expect(all).toBeGreaterThan(10);
    await insights.showMore.click();
    await expect(insights.cards('Forecasts')).toHaveCount(Math.min(20, all));

    // A word of the first forecast's title: the list is fetched again from page one, by relevance.
    const title = (await insights.cards('Forecasts').first().getByRole('heading').textContent())!;
    const keyword = title.split(/[^A-Za-z]+/).find((word) => word.length >= 6)!.toLowerCase();
    await insights.keyword.fill(keyword);
    await expect(insights.sortBy).toHaveValue('relevance');
    await insights.settled();
    const matching = await total(baseURL!, 'forecasts', `{ query: "${keyword}" }`);
    await expect(insights.showing(Math.min(10, matching), matching)).toBeVisible();
    await insights.keyword.fill('');
    await expect(insights.sortBy).toHaveValue('date');
    await expect(insights.showing(10, all)).toBeVisible();

    await insights.tab('Forecast category', 'Retail').click();
    await expect(page).toHaveURL(/\/insights\/forecasts\/retail$/);
    await expect(insights.tab('Forecast category', 'Retail')).toHaveAttribute('aria-selected', 'true');
    const retail = await total(baseURL!, 'forecasts', '{ tab: "retail" }');
    await expect(insights.showing(Math.min(10, retail), retail)).toBeVisible();
  });

  test('customer data snapshots: Business Buyer and Consumer, 9 at a time', async ({ page, baseURL }) => {
    const insights = new InsightsPage(page);
    for (const [tab, label] of [['business-buyer', 'Business Buyer'], ['consumer', 'Consumer']] as const) {
      const count = await total(baseURL!, 'dataSnapshots', `{ tab: "${tab}" }`);
      expect(count).toBeGreaterThan(0);
      await insights.open(`/insights/customer-data-and-insights/${tab}`, `${label}, Customer Data & Insights`);
      await expect(insights.tab('Audience', label)).toHaveAttribute('aria-selected', 'true');
      await expect(insights.cards(`${label} data snapshots`)).toHaveCount(Math.min(9, count));
      await expect(insights.cards(`${label} data snapshots`).first()).toContainText('Data Snapshot');
      expect((await analyzeAccessibility(page)).violations).toEqual([]);
      if (count > 9) {
        await insights.showMore.click();
        await expect(insights.cards(`${label} data snapshots`)).toHaveCount(Math.min(18, count));
      } else {
        await expect(insights.showMore).toHaveCount(0);
      }
    }
  });

  test('market insights: the landing, buyer insights 9 then 3, a filter resets them; analyst relations by phase', async ({ page, baseURL }) => {
    const insights = new InsightsPage(page);
    await insights.open('/markets/market-insights/technology', 'FD Market Insights: Technology');
    // release_bold_vision_redesign is on by default: the breadcrumb says Markets.
    await expect(insights.breadcrumb.getByRole('link', { name: 'Markets' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Select your market view' })).toBeVisible();
    await expect(insights.cards('Buyer insights')).toHaveCount(9);
    await expect(insights.cards('Recent Waves').first()).toContainText('Wave');
    await expect(insights.cards('Technology research').first()).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    await insights.showMore.click();
    await expect(insights.cards('Buyer insights')).toHaveCount(12);

    const input = '{ service: "technology", function: "Security and Risk" }';
    const { buyerInsights } = await graphql<{ buyerInsights: { itemsTotal: number } }>(baseURL!, `{ buyerInsights(input: ${input}) { itemsTotal } }`);
    await insights.functionFilter.selectOption('Security and Risk');
    await insights.settled();
    await expect(insights.showing(Math.min(9, buyerInsights.itemsTotal), buyerInsights.itemsTotal)).toBeVisible();

    const define = await total(baseURL!, 'analystRelations', '{ service: "b2b", phase: "define" }');
    await insights.open('/services/market-insights/b2b/analyst-relations', 'Analyst Relations');
    await expect(insights.tab('Phase', 'Define')).toHaveAttribute('aria-selected', 'true');
    await expect(insights.cards('Define research')).toHaveCount(Math.min(10, define));
    expect((await analyzeAccessibility(page)).violations).toEqual([]);
    expect(define).toBeGreaterThan(10);
    await insights.showMore.click();
    await expect(insights.cards('Define research')).toHaveCount(Math.min(20, define));
    await insights.tab('Phase', 'Accelerate').click();
    await expect(page).toHaveURL(/\/services\/market-insights\/b2b\/analyst-relations\/accelerate$/);
    await expect(insights.cards('Accelerate research').first()).toBeVisible();
  });

  test('priority further research: Define, Apply, Accelerate of one priority, under either path', async ({ page, baseURL }) => {
    const { priority } = await graphql<{ priority: { id: string; label: string; path: string } }>(baseURL!, '{ priority(id: "PRI1") { id label path } }');
    const define = await total(baseURL!, 'priorityResearch', `{ priorityId: "${priority.id}", phase: "define" }`);
    const insights = new InsightsPage(page);
    await insights.open(`${priority.path}/further-research/define`, 'Further Research');
    await expect(page.getByRole('main').getByRole('link', { name: priority.label })).toHaveAttribute('href', priority.path);
    await expect(insights.tab('Phase', 'Define')).toHaveAttribute('aria-selected', 'true');
    await expect(insights.showing(Math.min(10, define), define)).toBeVisible();
    expect((await analyzeAccessibility(page)).violations).toEqual([]);
    if (define > 10) {
      await insights.showMore.click();
      await expect(insights.cards('Define research')).toHaveCount(Math.min(20, define));
    }
    await insights.tab('Phase', 'Apply').click();
    await expect(page).toHaveURL(new RegExp(`${priority.path}/further-research/apply$`));
    const apply = await total(baseURL!, 'priorityResearch', `{ priorityId: "${priority.id}", phase: "apply" }`);
    await expect(insights.showing(Math.min(10, apply), apply)).toBeVisible();

    const legacy = priority.path.replace('/functional-priority/', '/priority/');
    await insights.open(`${legacy}/further-research/accelerate`, 'Further Research');
    await expect(insights.tab('Phase', 'Accelerate')).toHaveAttribute('aria-selected', 'true');
    // release_bold_vision_redesign is on (the shipped default): the old /priority form moves to /functional-priority.
    await expect(page).toHaveURL(new RegExp(`${priority.path}/further-research/accelerate$`));
    await page.goto(`${legacy.replace(priority.id, 'PRI99999')}/further-research/define`);
    await expect(insights.heading('This page could not be found')).toBeVisible();
  });
});
