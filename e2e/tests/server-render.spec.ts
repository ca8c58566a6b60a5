// Pages are rendered on the server (issue #9): the first HTML response is the page, with its status,
// so crawlers, link checkers and a shared link's preview read it without running any script.
import { expect, test, type APIRequestContext } from '../support/test.js';
import { fixtures } from '../support/report-data.js';
import { throttleCpu } from '../support/layoutShifts.js';

const html = { accept: 'text/html' };

/** The app's bundle (web/src/main.tsx), which web/src/boot.ts imports after the first frame. */
const APP_BUNDLE = /\/assets\/main-[\w-]+\.js$/;

/** The GraphQL answer a browser would get, to compare the HTML against. */
async function reportSummary(request: APIRequestContext, id: string) {
  const response = await request.post('/graphql', { data: { query: 'query($id: ID!) { report(id: $id) { title summary } }', variables: { id } } });
  return ((await response.json()) as { data: { report: { title: string; summary: string } } }).data.report;
}

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

test.describe('the first HTML response', () => {
  test("of a report page holds its title, description, canonical and sharing tags and its first paragraph", async ({ request, baseURL }) => {
    const report = await reportSummary(request, fixtures.oneAuthorReportId);
    const response = await request.get(`/report/${fixtures.oneAuthorReportId}`, { headers: html });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('private');
    const page = await response.text();
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<title>${text(report.title.slice(0, 58).trimEnd())}`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/report/${fixtures.oneAuthorReportId}"/>`);
    expect(head).toContain('<meta property="og:type" content="article"/>');
    const body = page.slice(page.indexOf('<div id="root">'));
    expect(body).toContain(`>${text(report.summary)}<`);
  });

  test('of the visitors’ home holds its heading and sections', async ({ request }) => {
    const response = await request.get('/home', { headers: html });
    expect(response.status()).toBe(200);
    const page = await response.text();
    expect(page).toContain('<title>Home | Meridian Research</title>');
    expect(page).toMatch(/<h2[^>]*>Latest Research</);
  });

  test('says 404 for no such page and for a report that does not exist, 401 for one the visitor may not open', async ({ request }) => {
    for (const [path, status] of [
      ['/no/such/page', 404],
      ['/report/no-such-report/RES999999', 404],
      [`/report/${fixtures.restrictedReportId}`, 401],
    ] as const) {
      const response = await request.get(path, { headers: html });
      expect({ path, status: response.status() }).toEqual({ path, status });
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  test('is drawn before the app is fetched or run', async ({ page }) => {
    // At a phone's CPU (Lighthouse's 4x), as a slow page is drawn.
    await throttleCpu(page, 4);
    await page.goto(`/report/${fixtures.oneAuthorReportId}`);
    // web/src/boot.ts imports the app after the browser's first frame, and web/src/main.tsx marks
    // when it begins to run: the first paint waits for no script and shares the network with none
    // of the app's bundles (issue #14).
    const marks = () => page.evaluate(() => ['portal:app-start', 'first-contentful-paint'].map((name) => performance.getEntriesByName(name).length));
    await expect.poll(marks).toEqual([1, 1]);
    const timing = await page.evaluate((appBundle) => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      appStart: performance.getEntriesByName('portal:app-start')[0].startTime,
      appBundleRequested: performance.getEntriesByType('resource').find((entry) => new RegExp(appBundle).test(entry.name))?.startTime,
    }), APP_BUNDLE.source);
    expect(timing.appBundleRequested).toBeGreaterThan(timing.firstPaint);
    expect(timing.appStart).toBeGreaterThan(timing.firstPaint);
  });

  test('takes a button pressed before the app ran as pressed once it runs', async ({ context }) => {
    // A page of its own: the test's page waits for the app after each load, and here the app's
    // bundle is held back until the button has been pressed (web/src/app/earlyClicks.ts).
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_BUNDLE, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/report/${fixtures.oneAuthorReportId}`, { waitUntil: 'domcontentloaded' });
    const collapse = page.getByRole('button', { name: /^Collapse / }).first();
    const name = (await collapse.getAttribute('aria-label'))!;
    await collapse.click();
    // Nothing can answer yet: the section is still open.
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(page.getByRole('button', { name: name.replace(/^Collapse/, 'Expand'), exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('searches from the header box before the app runs, as the app would', async ({ context }) => {
    // The app's bundle never comes: Enter in the server's box submits its form the browser's way.
    const page = await context.newPage();
    await page.route(APP_BUNDLE, (route) => route.abort());
    await page.goto(`/report/${fixtures.oneAuthorReportId}`, { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search research' });
    await box.fill('cloud security');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/allSearch\?query=cloud\+security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  });

  test('is hydrated: the page works in the browser with no error in the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/report/${fixtures.oneAuthorReportId}`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Analysts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/analysts/);
    expect(errors).toEqual([]);
  });

  test('of a long report holds every part in place, and the page hydrates part by part with no error', async ({ request, page }) => {
    const path = `/report/${fixtures.twelveAuthorReportId}`;
    const response = await request.get(path, { headers: html });
    expect(response.status()).toBe(200);
    const document = await response.text();
    // The body's sections hydrate later (web/src/app/HydrateLater.tsx): each is a Suspense boundary,
    // in the HTML where it belongs. A boundary React had moved to the end of the document would
    // need an inline script to move it back, which the CSP refuses: the part would stay empty.
    expect(document).toContain('<!--$-->');
    expect(document).not.toContain('<!--$?-->');
    expect(document).not.toMatch(/<template id="B:/);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    // The last section's button answers (that section hydrated), and nothing was rendered anew.
    const collapseLast = page.getByRole('button', { name: /^Collapse / }).last();
    const label = (await collapseLast.getAttribute('aria-label'))!;
    await collapseLast.click();
    await expect(page.getByRole('button', { name: label.replace(/^Collapse/, 'Expand'), exact: true })).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });
});
