import { analyzeAccessibility } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { SearchPage } from '../pages/search.page.js';

test.describe('search tabs for the other content types', () => {
  test('Webinars, Podcasts, Blogs and Tools tabs show their cards; webinar cards say when and who hosts', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();

    await search.tab('Webinars').click();
    await expect(search.tab('Webinars')).toHaveAttribute('aria-selected', 'true');
    const webinar = search.results.getByRole('article').first();
    // Newest first: an upcoming one, with its New York start time, duration and hosts.
    await expect(webinar).toContainText(/Upcoming (webinar|peer discussion) · \w+day, \w+ \d{1,2}, \d{4}.* (EST|EDT) · \d+ minutes/);
    await expect(webinar).toContainText(/Hosted by \S+/);
    // The card's title links to its page (its other link is the save toggle's way to log in).
    await expect(webinar.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/webinar\/[a-z0-9-]+\/WEB\d+$/);

    for (const [tab, label, href] of [['Podcasts', 'Podcast', /^\/podcasts\//], ['Blogs', 'Blog', /^\/blogs\//], ['Tools', 'Tool', /^\/tools\//]] as const) {
      await search.tab(tab).click();
      await expect(search.tab(tab)).toHaveAttribute('aria-selected', 'true');
      const card = search.results.getByRole('article').first();
      await expect(card.getByRole('paragraph').first()).toHaveText(new RegExp(`^${label}`, 'i'));
      await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', href);
      await expect(card).toContainText(/By \S+/);
    }

    const axe = await analyzeAccessibility(page);
    expect(axe.violations).toEqual([]);
  });

  for (const [tab, activeTab, label] of [['Blogs', 'blogs', 'Blog'], ['Podcasts', 'audio', 'Podcast'], ['Tools', 'tools', 'Tool']] as const) {
    test(`a card of the ${tab} tab opens its own page, which passes axe`, async ({ page }) => {
      const search = new SearchPage(page);
      await search.open(`?activeTab=${activeTab}`);
      const link = search.results.getByRole('article').first().getByRole('link').first();
      const title = (await link.textContent())!;
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('paragraph').first()).toHaveText(new RegExp(`^${label}`, 'i'));
      await expect(page).toHaveTitle(`${title} | Meridian Research`);
      expect((await analyzeAccessibility(page)).violations).toEqual([]);
    });
  }
});
