// The web app runs under the Content-Security-Policy the gateway sends (issue #7, finding 6): pages
// render, charts draw, the proof-of-work captcha solves in its worker and the explorer loads, and
// the browser reports no CSP violation on any of them. Chromium reports each blocked resource as
// a `securitypolicyviolation` event and a console error; both are collected.
import { expect, test, type Page } from '../support/test.js';
import { PasswordRequestPage } from '../pages/identity.page.js';
import { ReportPage } from '../pages/report.page.js';
import { fetchReport, fixtures, isDrawnChart } from '../support/report-data.js';

async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test.describe('the app under its Content-Security-Policy', () => {
  test('a report page with charts renders with no CSP violation', async ({ page, baseURL }) => {
    const chart = (await fetchReport(baseURL!, fixtures.allChartTypesReportId)).figures.find(isDrawnChart)!;
    const violations = await watchForViolations(page);
    const report = new ReportPage(page);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().resourceType() === 'document'), report.open(fixtures.allChartTypesReportId)]);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Charts load when they come near the screen: scrolled to, one is drawn.
    await expect(await report.drawnChart(report.inlineFigure(`${chart.label}: ${chart.title}`))).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('an unknown report renders the not-found page with no CSP violation', async ({ page }) => {
    const violations = await watchForViolations(page);
    await page.goto('/report/no-such-report/RES999999');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await page.getByText('Technical details').click();
    await expect(page.getByRole('definition').filter({ hasText: /^404$/ })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the captcha solves its proof of work under the CSP', async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await watchForViolations(page);
    const request = new PasswordRequestPage(page);
    await page.goto('/my-account/password/request');
    await expect(request.heading).toBeVisible();
    await request.captcha.solve();
    expect(await violations()).toEqual([]);
  });

  test('the GraphQL explorer loads under its own CSP', async ({ page }) => {
    const violations = await watchForViolations(page);
    const response = await page.goto('/graphql', { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page).toHaveTitle('Research portal GraphQL explorer');
    await expect(page.getByText('Welcome to GraphiQL')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
