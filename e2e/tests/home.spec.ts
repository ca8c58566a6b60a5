import { expect, test, type Page } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { HomePage } from '../pages/home.page.js';
import { LoginPage, logInTo } from '../pages/login.page.js';
import { SearchPage } from '../pages/search.page.js';
import { BOLD_PATH, LOCAL_BOLD_PAGE } from '../support/boldPage.js';

// Sam's follows and reading are touched by no other spec; the home only reads them here.
const SAM = { email: 'sam@meridian.example', password: 'Meridian-demo-2026' };
// Isla's session has izola_home on (spec 1 §4): her /myhome is the alternative home.
const ISLA = { email: 'isla@meridian.example', password: 'Meridian-demo-2026' };

const axeViolations = async (page: Page) =>
  (await analyzeAccessibility(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

test.describe('home pages', () => {
  // axe walks every card of a full home page (fifteen analysts among them): slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor sees what the portal offers, its research, webinars, analysts and functions, and a way to sign in', async ({ page }) => {
    const home = new HomePage(page);
    await page.goto('/home');
    // The first page of a fresh stack asks cold caches and a cold search index.
    await expect(home.h1('Research and advice for business and technology leaders')).toBeVisible({ timeout: 30_000 });
    await expect(home.signIn).toHaveAttribute('href', '/login?lr=%2Fmyhome');
    for (const section of ['Latest Research', 'Upcoming Webinars', 'Our Analysts', 'Research by Function']) await home.expectSection(section);
    await home.expectMetaDescription();
    expect(await axeViolations(page)).toEqual([]);

    // The site's root is the same page.
    await home.goTo('/', home.h1('Research and advice for business and technology leaders'));
  });

  test("a visitor's /myhome goes to /bold, and /bold to the bold page, as HTTP redirects", async ({ request, page }) => {
    // Rendered on the server, so the first response already redirects.
    const html = { accept: 'text/html' };
    const myHome = await request.get('/myhome', { headers: html, maxRedirects: 0 });
    expect(myHome.status()).toBe(302);
    expect(myHome.headers().location).toBe(BOLD_PATH);
    const bold = await request.get(BOLD_PATH, { headers: html, maxRedirects: 0 });
    expect(bold.status()).toBe(302);
    expect(bold.headers().location).toBe(LOCAL_BOLD_PAGE);

    // A local run's bold page is the visitors' home, which a browser reaches and shows.
    await page.goto('/myhome');
    await expect(page).toHaveURL(new RegExp(`${LOCAL_BOLD_PAGE}$`));
    await expect(new HomePage(page).h1('Research and advice for business and technology leaders')).toBeVisible({ timeout: 30_000 });
  });

  test('a signed-in reader sees their own sections, each card saying why it is there', async ({ page }) => {
    await logInTo(page, '/myhome', SAM.email, SAM.password);
    const home = new HomePage(page);
    await expect(home.h1('Welcome back, Sam')).toBeVisible({ timeout: 30_000 });
    for (const section of ['Featured Research', 'Research Services', 'Recommended Event', 'Analysts']) await home.expectSection(section);
    await expect(home.cards('Research Services').first()).toContainText('In your subscription');
    await expect(home.cards('Featured Research').first()).toContainText(/Because you follow|For your function|For your priority|Latest research/);
    await home.expectMetaDescription();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an izola_home reader lands on the alternative home, asks a question by keyboard and gets the search for it', async ({ page }) => {
    await page.goto(`/login?lr=${encodeURIComponent('/myhome')}`);
    await new LoginPage(page).signIn(ISLA.email, ISLA.password);
    await expect(page).toHaveURL(/\/myhome\/izola$/);
    const home = new HomePage(page);
    await expect(home.h1('Welcome back, Isla')).toBeVisible({ timeout: 30_000 });
    await expect(home.question).toHaveAccessibleDescription(/runs as a search of our research/);
    await home.expectSection('Picked for You');
    await expect(home.cards('Picked for You').first()).toContainText(/For your function|For your priority|Latest research/);
    await home.expectMetaDescription();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: the question box is the next stop after the greeting; typing and Enter search.
    await home.h1('Welcome back, Isla').click();
    await page.keyboard.press('Tab');
    await expect(home.question).toBeFocused();
    await page.keyboard.type('How do we measure CX quality?');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/allSearch\?query=How\+do\+we\+measure\+CX\+quality%3F/);
    await expect(new SearchPage(page).heading).toBeVisible();

    // Back on the alternative home, the way to the standard home keeps her there.
    await page.goBack();
    await expect(home.h1('Welcome back, Isla')).toBeVisible();
    await home.standardHome.click();
    await expect(page).toHaveURL(/\/myhome\?home=standard$/);
    await home.expectSection('Featured Research');
    await expect(home.askBox).toHaveCount(0);
  });
});
