import { expect, test, type Page } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { LoginPage } from '../pages/login.page.js';
import { NavigationBar } from '../pages/navigation.page.js';
import { SearchPage } from '../pages/search.page.js';
import { AnalystsPage } from '../pages/analysts.page.js';

// The employee demo user holds FD and FMI: the only one with a product switcher.
const EMPLOYEE = { email: 'employee@meridian.example', password: 'Meridian-demo-2026' };

const axeViolations = async (page: Page) =>
  (await analyzeAccessibility(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

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
});
