import { analyzeAccessibility } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { WebinarsPage } from '../pages/webinars.page.js';
import { WebinarDetailPage } from '../pages/webinar.page.js';
import { LoginPage } from '../pages/login.page.js';

/** How many a tab lists, asked through the public GraphQL endpoint. */
async function itemsTotal(baseURL: string, type: string, webinarType: string): Promise<number> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ webinars(input: { type: "${type}", webinarType: "${webinarType}" }) { itemsTotal } }` }),
  });
  const body = (await response.json()) as { data: { webinars: { itemsTotal: number } } };
  return body.data.webinars.itemsTotal;
}

const LISTINGS = [
  { path: '/webinar/upcoming', title: 'Webinars', tab: 'Upcoming', type: 'upcoming', webinarType: 'webinar', label: 'Upcoming webinar' },
  { path: '/webinar/ondemand', title: 'Webinars', tab: 'On-demand', type: 'ondemand', webinarType: 'webinar', label: 'On-demand webinar' },
  { path: '/peer-discussions', title: 'Peer Discussions', tab: 'Upcoming', type: 'upcoming', webinarType: 'peer discussions', label: 'Upcoming peer discussion' },
  { path: '/peer-discussions/ondemand', title: 'Peer Discussions', tab: 'On-demand', type: 'ondemand', webinarType: 'peer discussions', label: 'Past peer discussion' },
] as const;

test.describe('webinar and peer discussion listings', () => {
  for (const listing of LISTINGS) {
    test(`${listing.path} shows 9 ${listing.label}s, Show more adds the next 9 while there are more`, async ({ page, baseURL }) => {
      const total = await itemsTotal(baseURL!, listing.type, listing.webinarType);
      expect(total).toBeGreaterThan(0);
      const webinars = new WebinarsPage(page, listing.title);
      await webinars.open(listing.path);
      await expect(webinars.tab(listing.tab)).toHaveAttribute('aria-selected', 'true');
      await expect(webinars.cards()).toHaveCount(Math.min(9, total));
      await expect(webinars.cards().first()).toContainText(listing.label);
      await expect(webinars.cards().first()).toContainText('Hosted by');
      expect((await analyzeAccessibility(page)).violations).toEqual([]);

      // The small e2e corpus has fewer than 10 upcoming peer discussions: then there is no more.
      if (total <= 9) {
        await expect(webinars.showMore).toHaveCount(0);
        return;
      }
      await webinars.showMore.click();
      await expect(webinars.cards()).toHaveCount(Math.min(18, total));
      await expect(webinars.cards().nth(9)).toContainText(listing.label);
      await expect(page.getByRole('main').getByRole('paragraph').filter({ hasText: `Showing ${Math.min(18, total)} of ${total}` })).toBeVisible();
      await expect(webinars.showMore).toHaveCount(total > 18 ? 1 : 0);
    });
  }

  test('the tabs are links: On-demand, then back to Upcoming', async ({ page }) => {
    const webinars = new WebinarsPage(page, 'Webinars');
    await webinars.open('/webinar/upcoming');
    await webinars.tab('On-demand').click();
    await expect(page).toHaveURL(/\/webinar\/ondemand$/);
    await expect(webinars.cards().first()).toContainText('On-demand webinar');
    await page.goBack();
    await expect(page).toHaveURL(/\/webinar\/upcoming$/);
    await expect(webinars.cards().first()).toContainText('Upcoming webinar');
  });

  test('a card opens its webinar page; a signed-in client registers from it, and axe passes', async ({ page }) => {
    const webinars = new WebinarsPage(page, 'Webinars');
    await webinars.open('/webinar/upcoming');
    const card = webinars.cards().first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: title, exact: true }).click();
    const detail = new WebinarDetailPage(page);
    await detail.expectShown(title);
    await expect(detail.detail('Where')).toHaveText('Online');
    await expect(detail.detail('When')).toContainText(/E[SD]T · \d+ minutes$/);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // Logged out, the primary action is a way to log in that comes back here.
    const here = new URL(page.url()).pathname;
    await detail.logInToRegister.click();
    await new LoginPage(page).signIn('client@meridian.example', 'Meridian-demo-2026');
    await expect(page).toHaveURL(here);
    await detail.register.click();
    await expect(detail.registered).toContainText(/Passcode \d{8} · Event code EVT-\d+/);
    expect((await analyzeAccessibility(page)).violations).toEqual([]);

    // Add to calendar: web calendars by link, Apple Calendar as a downloaded .ics file.
    await detail.registered.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(page.getByRole('menuitem', { name: 'Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/);
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Apple Calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('webinar.ics');
    const ics = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(ics).toString()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:[\s\S]*END:VEVENT/);
  });
});
