import { analyzeAccessibility } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { isGraphqlRequest } from '../support/graphqlRequests.js';
import { SearchPage } from '../pages/search.page.js';
import { LoginPage } from '../pages/login.page.js';

/** Three letters that start a word of a report title, so the suggestions cannot be empty. */
async function typedPrefix(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ search(input: { activeTab: "reports" }) { cards { title } } }' }),
  });
  const body = (await response.json()) as { data: { search: { cards: { title: string }[] } } };
  const word = body.data.search.cards.flatMap((card) => card.title.split(/[^A-Za-z]+/)).find((w) => w.length >= 5)!;
  return word.slice(0, 3).toLowerCase();
}

test.describe('search', () => {
  test('header box, suggestions, tabs, facets and paging live in the URL; Back restores them', async ({ page, baseURL }) => {
    const search = new SearchPage(page);
    await page.goto('/no/such/page');

    // Type in the header box and pick a suggestion.
    await search.searchBox.fill(await typedPrefix(baseURL!));
    const suggestion = search.suggestions().first();
    await expect(suggestion).toBeVisible();
    const chosen = (await suggestion.textContent())!;
    await suggestion.click();
    await expect(search.heading).toBeVisible();
    await expect(page).toHaveURL(/\/allSearch\?/);
    await expect.poll(() => search.params()).toEqual({ query: chosen });
    await expect(search.searchBox).toHaveValue(chosen);
    await expect(page).toHaveTitle('Search results | Meridian Research');

    // Switch to the Reports tab (a new search on page 1 of that tab).
    await search.tab('Reports').click();
    await expect(search.tab('Reports')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => search.params()).toEqual({ query: chosen, activeTab: 'reports' });
    await expect(search.results.getByRole('article').first()).toBeVisible();
    await search.settled();
    const countBefore = await search.resultCount.textContent();

    // Apply a facet: the URL carries it and the count is the facet's.
    // The last box of the panel, found again by its name (the panel changes once it is ticked).
    const label = (await search.facetCheckboxes().last().evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    const checkbox = search.filters.getByRole('checkbox', { name: label, exact: true });
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    const [, facetValue, facetCount] = /^(.*) \((\d+)\)$/.exec(label)!;
    await expect(search.resultCount).toHaveText(new RegExp(`^${Number(facetCount).toLocaleString('en-US')} results?`));
    await expect.poll(() => Object.keys(search.params()).length).toBe(3);
    const facetParams = search.params();
    const facetName = Object.keys(facetParams).find((name) => !['query', 'activeTab'].includes(name))!;
    expect(facetParams[facetName]).toBe(facetValue);

    // Clear it again.
    await search.clearFilters.click();
    await expect(search.clearFilters).toBeDisabled();
    await expect.poll(() => search.params()).toEqual({ query: chosen, activeTab: 'reports' });
    await expect(search.resultCount).toHaveText(countBefore!);

    // Page on.
    await search.nextPage.click();
    await expect(search.currentPage()).toHaveText('2');
    await expect.poll(() => search.params()).toEqual({ query: chosen, activeTab: 'reports', page: '2' });

    // Back restores each earlier state from the URL.
    await page.goBack();
    await expect(search.currentPage()).toHaveText('1');
    await expect.poll(() => search.params()).toEqual({ query: chosen, activeTab: 'reports' });
    await page.goBack();
    await expect.poll(() => search.params()).toEqual(facetParams);
    await expect(search.filters.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await page.goBack();
    await expect(search.filters.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await page.goBack();
    await expect(search.tab('All')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => search.params()).toEqual({ query: chosen });
  });

  test('Enter in the header box searches for what was typed', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.searchBox.fill('data strategy');
    await search.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/allSearch\?query=data\+strategy$/);
    await expect(search.resultCount).toContainText('for “data strategy”');
  });

  test('a signed-in reader’s settings are kept for 7 days and applied to the next search', async ({ page, context }) => {
    const search = new SearchPage(page);
    await page.goto(`/login?lr=${encodeURIComponent('/allSearch?activeTab=reports&accessOnly=false&publishedSinceInDays=365')}`);
    await new LoginPage(page).signIn('client@meridian.example', 'Meridian-demo-2026');
    await expect(search.heading).toBeVisible();
    await search.settled();
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_user_prefs');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ activeTab: 'reports', accessOnly: false, publishedSinceInDays: 365 });
    const daysLeft = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    // A new search from the header box has no settings of its own: it takes the saved ones.
    await search.searchBox.fill('data strategy');
    await search.searchBox.press('Enter');
    await expect.poll(() => search.params()).toEqual({ query: 'data strategy', activeTab: 'reports', accessOnly: 'false', publishedSinceInDays: '365' });
    await expect(search.tab('Reports')).toHaveAttribute('aria-selected', 'true');
  });

  test('sorts by date and keeps it in the URL', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open('?activeTab=reports');
    await search.sortBy.selectOption('Date');
    await expect(page).toHaveURL(/sortType=date/);
    const dates = await search.results.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('/allSearch passes axe, with results and when empty', async ({ page }) => {
    const search = new SearchPage(page);
    for (const query of ['?activeTab=reports', '?query=zzzzqqqq&isFuzzyNeeded=false']) {
      await search.open(query);
      await expect(search.resultCount).toBeVisible();
      const results = await analyzeAccessibility(page);
      expect(results.violations.map((v) => `${query} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await expect(page.getByRole('status').getByRole('heading', { name: 'No results for “zzzzqqqq”' })).toBeVisible();
  });
  test("the app's GraphQL requests carry each document's hash, never its text (persisted documents)", async ({ page }) => {
    const search = new SearchPage(page);
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isGraphqlRequest(request)) bodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    // The server's answer holds the page's data; the first request is the header's session check,
    // sent when the header hydrates (after the app has started).
    const firstRequest = page.waitForRequest((request) => isGraphqlRequest(request));
    await search.open('?activeTab=reports');
    await expect(search.results.getByRole('article').first()).toBeVisible();
    await search.settled();
    await firstRequest;
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toHaveProperty('query');
      expect(body).toMatchObject({ extensions: { persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) } } });
    }
  });
});
