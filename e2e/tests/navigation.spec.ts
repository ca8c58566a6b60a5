import { expect, test, type Page } from '../support/test.js';
import { analyzeAccessibility, expectNoAxeViolations } from '../support/axe.js';
import { LoginPage } from '../pages/login.page.js';
import { NavigationBar } from '../pages/navigation.page.js';
import { SearchPage } from '../pages/search.page.js';
import { AnalystsPage } from '../pages/analysts.page.js';
import { ReportPage } from '../pages/report.page.js';
import { fixtures } from '../support/report-data.js';

// The employee demo user holds FD and FMI: the only one with a product switcher.
const EMPLOYEE = { email: 'employee@meridian.example', password: 'Meridian-demo-2026' };

const axeViolations = async (page: Page) =>
  (await analyzeAccessibility(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

/**
 * axe on an open menu or tooltip: MUI renders it in a portal outside the page's landmarks, so the 'region'
 * rule (all content in landmarks) cannot hold while it is open; every other rule must. The page
 * with the menu closed passes all of them (expectNoAxeViolations after Escape).
 */
const openMenuAxeViolations = async (page: Page) => (await axeViolations(page)).filter((violation) => !violation.startsWith('region:'));

test.describe('the main navigation', () => {
  test('opens a menu by keyboard, follows a link and marks the current item', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/allSearch');
    const bar = new NavigationBar(page);
    await expect(bar.nav.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(bar.product).toHaveCount(0);

    const insights = bar.menuButton('Insights');
    await insights.focus();
    await page.keyboard.press('Enter');
    // The open menu is modal: the rest of the page, the button included, is hidden from the accessibility tree.
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(bar.menuItem('Research')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(bar.menuItem('Analysts')).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/analysts$/);
    await expect(insights).toHaveAttribute('aria-current', 'true');
    await expect(bar.nav.getByRole('link', { name: 'Search', exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await insights.press('Enter');
    await expect(bar.menuItem('Analysts')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(insights).toHaveAttribute('aria-expanded', 'false');
    await expect(new AnalystsPage(page).heading).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('lets the employee switch product, which changes the menu and sets the cookie', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/login?lr=${encodeURIComponent('/allSearch')}`);
    await new LoginPage(page).signIn(EMPLOYEE.email, EMPLOYEE.password);
    await expect(page).toHaveURL(/\/allSearch/);
    const bar = new NavigationBar(page);

    // FD with FMI is the combined menu (spec 1 §6): both products' entries.
    await expect(bar.product).toHaveValue('FD');
    await expect(bar.menuButton('Functions')).toBeVisible();
    await expect(bar.menuButton('Market Insights')).toBeVisible();
    // The menu shows while the page's own data still loads: axe looks at the finished page.
    await new SearchPage(page).settled();
    await expect(new SearchPage(page).heading).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await bar.product.selectOption('FMI');
    await expect(bar.menuButton('Functions')).toHaveCount(0);
    await expect(bar.menuButton('Market Insights')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_product');
    expect(cookie?.value).toBe('FMI');
    const daysLeft = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);

    // The cookie keeps the choice across a reload.
    await page.reload();
    await expect(bar.product).toHaveValue('FMI');
    await expect(bar.menuButton('Functions')).toHaveCount(0);

    // FMI's market data portal leaves the portal: marked, and opened in a new tab without an opener.
    await bar.menuButton('Market Insights').click();
    const external = bar.menuItem('Market data portal (opens in a new tab)');
    await expect(external).toHaveAttribute('href', /^https:\/\//);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('collapses into one menu button at 375 px and passes axe there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await new AnalystsPage(page).open();
    const bar = new NavigationBar(page);
    await expect(bar.menuButton('Insights')).toBeHidden();
    await bar.smallScreenButton.focus();
    await page.keyboard.press('Enter');
    await expect(bar.menuItem('Analysts')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(bar.smallScreenButton).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('every entry of the Insights menu opens a page, none the 404 page', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/allSearch');
    const bar = new NavigationBar(page);
    await bar.menuButton('Insights').click();
    // The menu's code loads on demand (issue #14): read its items once it is open.
    await expect(page.getByRole('menu')).toBeVisible();
    const hrefs = await page.getByRole('menu').getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    for (const href of hrefs) {
      await page.goto(href);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, href).toBeVisible();
      await expect(heading, href).not.toHaveText('This page could not be found');
    }
  });

  test('at 375 px the signed-in header fits the screen: nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/login?lr=${encodeURIComponent('/analysts')}`);
    await new LoginPage(page).signIn('client@meridian.example', 'Meridian-demo-2026');
    await expect(new AnalystsPage(page).heading).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /notifications/i })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("'Who We Serve' opens six audiences under its heading and sub-headers, each a page of the portal", async ({ page }) => {
    // Six full page loads, each rendered on the server and then hydrated.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/allSearch');
    await new SearchPage(page).settled();
    const bar = new NavigationBar(page);
    const button = bar.menuButton('Who We Serve');
    await expect(button.getByTestId('chevron')).toBeAttached();
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = bar.openMenu('Who we serve');
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Technology leaders', { exact: true })).toBeVisible();
    await expect(menu.getByText('Business leaders', { exact: true })).toBeVisible();
    // The headers are not menu items: the keyboard starts on the first audience.
    await expect(bar.menuItem('Technology executives')).toBeFocused();
    const audiences = menu.getByRole('menuitem');
    await expect(audiences).toHaveText(['Technology executives', 'Security and risk leaders', 'Marketing executives', 'Sales leaders', 'Customer experience leaders', 'Product leaders']);
    // Each audience's icon, and its group said as its description.
    await expect(bar.menuItem('Technology executives').locator('svg[data-icon="Computer"]')).toBeAttached();
    await expect(bar.menuItem('Technology executives')).toHaveAccessibleDescription('Technology leaders');
    await expect(bar.menuItem('Product leaders')).toHaveAccessibleDescription('Business leaders');
    expect(await openMenuAxeViolations(page)).toEqual([]);
    const hrefs = await audiences.evaluateAll((items) => items.map((item) => item.getAttribute('href')!));
    expect(hrefs.filter((href) => /^\/(functions|services)\//.test(href))).toHaveLength(6);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    for (const href of hrefs) {
      await page.goto(href);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, href).toBeVisible();
      await expect(heading, href).not.toHaveText('This page could not be found');
    }
    // On an audience's page, Who We Serve is the current entry, and its audience the current page.
    await expect(bar.menuButton('Who We Serve')).toHaveAttribute('aria-current', 'true');
    await bar.menuButton('Who We Serve').click();
    await expect(bar.menuItem('Product leaders')).toHaveAttribute('aria-current', 'page');
  });

  test('shows each function with its counter and chevron to a signed-in client', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/login?lr=${encodeURIComponent('/analysts')}`);
    await new LoginPage(page).signIn('client@meridian.example', 'Meridian-demo-2026');
    await expect(new AnalystsPage(page).heading).toBeVisible();
    const bar = new NavigationBar(page);
    await bar.menuButton('Functions').click();
    await expect(bar.openMenu('Research by function')).toBeVisible();
    // The counter is read as a count: 'Technology Executives (7 items)'.
    const fn = bar.menuItem(/^Technology Executives \(\d+ items\)$/);
    await expect(fn).toHaveAttribute('href', '/functions/technology-executives');
    await expect(fn.getByTestId('chevron')).toBeAttached();
    await expect(bar.openMenu().getByRole('menuitem', { name: /\(\d+ items\)$/ })).toHaveCount(12);
    expect(await openMenuAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(bar.menuButton('Functions')).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });

  test("the footer's columns are the navigation source sections, primary functions marked", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await new AnalystsPage(page).open();
    const bar = new NavigationBar(page);
    await expect(bar.siteMap.getByRole('region')).toHaveCount(4);
    const functions = bar.siteMapSection('Functions');
    await expect(functions.getByRole('link', { name: /\(primary function\)$/ })).toHaveCount(5);
    await expect(functions.getByRole('link', { name: 'Security and Risk (primary function)' })).toHaveAttribute('href', '/functions/security-and-risk');
    await expect(functions.getByRole('link', { name: 'Revenue Operations', exact: true })).toBeVisible();
    await expect(bar.siteMapSection('Who We Serve').getByRole('link')).toHaveCount(6);
    const careers = bar.siteMapSection(/^Company/).getByRole('link', { name: 'Careers (opens in a new tab)' });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);
  });
});

test.describe('research type definitions', () => {
  test("the report hero's type says what it means, by keyboard and to a screen reader", async ({ page }) => {
    const report = new ReportPage(page);
    await report.open(fixtures.oneAuthorReportId);
    const button = page.getByRole('main').getByRole('button', { name: /^What is an? .+\?$/ });
    // Reached by the keyboard (Shift+Tab then Tab lands on it), as a keyboard user would.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(button).toHaveAccessibleDescription(/^[A-Z].+\.$/);
    expect(await tooltip.textContent()).toBe(await button.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent));
    expect(await openMenuAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("the search filter's research types carry their definitions", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const search = new SearchPage(page);
    await page.goto('/allSearch?query=customer');
    await search.settled();
    const types = search.filters.getByRole('group', { name: 'Research type' });
    const buttons = types.getByRole('button', { name: /^What is an? .+\?$/ });
    expect(await buttons.count()).toBeGreaterThan(2);
    await expect(buttons).toHaveCount(await types.getByRole('checkbox').count());
    await buttons.first().click();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(types.getByRole('checkbox').first()).not.toBeChecked();
    await buttons.first().click();
    await expect(page.getByRole('tooltip')).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
