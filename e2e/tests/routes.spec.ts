// Issue #9: routes of the spec's table that showed the not-found page now answer with their page or
// their redirect, signed out and (where the reader's session matters) signed in. Sample ids come
// from the running graph and the checked-in /fn table, not from strings copied here.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { analyzeAccessibility } from '../support/axe.js';
import { logInTo } from '../pages/login.page.js';
import { RoutesPage } from '../pages/routes.page.js';

const GUEST = { email: 'guest@meridian.example', password: 'Meridian-demo-2026' };
// The e2e stack seeds a small corpus (global-setup): only its first reports exist.
const E2E_REPORTS = 300;

const FN_TABLE = JSON.parse(readFileSync(new URL('../../services/gateway/src/fnRedirects.json', import.meta.url), 'utf8')) as { redirects: Record<string, string> };

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query } });
  return ((await response.json()) as { data: T }).data;
}

interface Linked {
  id: string;
  path: string;
}

async function firstAnalyst(request: APIRequestContext) {
  const { analysts } = await graphql<{ analysts: { cards: (Linked & { fullName: string })[] } }>(request, '{ analysts(input: { page: 1 }) { cards { id fullName path } } }');
  return analysts.cards.find((card) => card.path)!;
}

async function firstWebinar(request: APIRequestContext, webinarType: string) {
  const { webinars } = await graphql<{ webinars: { cards: (Linked & { title: string })[] } }>(request, `{ webinars(input: { type: "upcoming", webinarType: "${webinarType}" }) { cards { id path title } } }`);
  return webinars.cards[0];
}

const axeViolations = async (page: Page) => (await analyzeAccessibility(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);

const STATIC_PAGES = [
  { path: '/planned-research', title: 'Planned Research', section: 'Take part' },
  { path: '/simple-text', title: 'Using And Citing Our Research', section: 'Quoting us in public' },
  { path: '/trust/data-privacy', title: 'Data Privacy', section: 'Your choices and rights' },
  { path: '/information-services-group', title: 'Information Services Group', section: 'What the partnership offers' },
  { path: '/static/information-services-group', title: 'Information Services Group', section: 'What the partnership offers' },
];

test.describe('static pages of the route table', () => {
  for (const { path, title, section } of STATIC_PAGES) {
    test(`${path} shows '${title}' with its sections, axe clean`, async ({ page }) => {
      const routes = new RoutesPage(page);
      await routes.goTo(path, routes.h1(title));
      await expect(page).toHaveTitle(`${title} | Meridian Research`);
      await expect(routes.section(section).getByRole('heading', { level: 2, name: section })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('/unauthorized and /external', () => {
  test('/unauthorized is the no-access error page with home, support and log in', async ({ page }) => {
    const routes = new RoutesPage(page);
    await routes.goTo('/unauthorized', routes.noAccess);
    await expect(page.getByText('We are sorry. You do not have access to this provider content.')).toBeVisible();
    await expect(routes.returnHome).toHaveAttribute('href', '/myhome');
    await expect(routes.contactSupport).toHaveAttribute('href', '/contact-form?id=9');
    await expect(routes.logIn).toHaveAttribute('href', '/login');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/external names the destination host and waits for the reader', async ({ page }) => {
    const routes = new RoutesPage(page);
    await routes.goTo(`/external?url=${encodeURIComponent('https://www.example.org/report?id=7')}`, routes.leaving);
    await expect(page.getByTestId('external-host')).toHaveText('www.example.org');
    await expect(routes.continueTo('www.example.org')).toHaveAttribute('href', 'https://www.example.org/report?id=7');
    await expect(routes.continueTo('www.example.org')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(await axeViolations(page)).toEqual([]);
    // Nothing moves on by itself.
    await expect(page).toHaveURL(/\/external\?url=/);
  });

  test('/external refuses a non-web address and says why, with no link onwards', async ({ page }) => {
    const routes = new RoutesPage(page);
    await routes.goTo(`/external?url=${encodeURIComponent('javascript:alert(1)')}`, routes.leaving);
    await expect(routes.warning).toHaveText('This link cannot be opened. Only web addresses (http or https) can be opened from here.');
    await expect(page.getByRole('link', { name: /^Continue to/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await routes.goTo('/external', routes.leaving);
    await expect(routes.warning).toHaveText('This link does not say where it goes, so there is nothing to open.');
  });
});

test.describe('direct links and old links', () => {
  // Each test opens several pages, each with its own lookups: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('/go?objectid opens the content at its own route, or the 404 page', async ({ page, request }) => {
    const routes = new RoutesPage(page);
    const analyst = await firstAnalyst(request);
    await routes.expectLanding(`/go?objectid=${analyst.id}`, new RegExp(`${analyst.path}$`), routes.h1(analyst.fullName));
    const { report } = await graphql<{ report: { path: string; title: string } }>(request, '{ report(id: "RES100001") { path title } }');
    await routes.expectLanding('/go?objectid=RES100001', new RegExp(`${report.path}$`), routes.h1(report.title));
    const webinar = await firstWebinar(request, 'webinar');
    await routes.expectLanding(`/go?objectid=${webinar.id}`, new RegExp(`${webinar.path}$`), routes.h1(webinar.title));
    for (const id of ['RES999999', 'FRM100001', 'not-an-id', '']) {
      await routes.expectLanding(`/go?objectid=${id}`, /\/go\?objectid=/, routes.notFound);
    }
  });

  test('/bio/{name?} and /analyst-bio/* find the analyst by name, or search the directory', async ({ page, request }) => {
    const routes = new RoutesPage(page);
    const analyst = await firstAnalyst(request);
    const slug = analyst.path.split('/')[2];
    await routes.expectLanding(`/bio/${slug}`, new RegExp(`${analyst.path}$`), routes.h1(analyst.fullName));
    await routes.expectLanding(`/bio/${encodeURIComponent(analyst.fullName.toUpperCase())}`, new RegExp(`${analyst.path}$`), routes.h1(analyst.fullName));
    await routes.expectLanding(`/analyst-bio/${slug}`, new RegExp(`${analyst.path}$`), routes.h1(analyst.fullName));
    await routes.expectLanding('/bio/nobody-by-this-name', /\/analysts\?query=nobody\+by\+this\+name$/, routes.h1());
    await expect(routes.analystSearch).toHaveValue('nobody by this name');
    await routes.expectLanding('/bio', /\/analysts$/, routes.h1());
    await routes.expectLanding('/analyst-bio', /\/analysts$/, routes.h1());
  });

  test('/webinar and /webinar/{slug} without an id show the upcoming webinars', async ({ page }) => {
    const routes = new RoutesPage(page);
    await routes.expectLanding('/webinar', /\/webinar\/upcoming$/, routes.h1('Webinars'));
    await routes.expectLanding('/webinar/some-webinar-title', /\/webinar\/upcoming$/, routes.h1('Webinars'));
  });

  test('/fn/{fnId} in the table is a 301 to its report; others are the 404 page; /fn/fnx1 is the functions listing', async ({ page, request }) => {
    const [fnId, reportId] = Object.entries(FN_TABLE.redirects).find(([, id]) => Number(id.slice(3)) - 100000 < E2E_REPORTS)!;
    for (const path of [`/fn/${fnId}`, `/fn/fnx1/${fnId}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/report/title/${reportId}`);
    }
    const hub = await request.get('/fn/fnx1', { maxRedirects: 0 });
    expect(hub.status()).toBe(301);
    expect(hub.headers().location).toBe('/functions');
    expect((await request.get('/fn/00000', { maxRedirects: 0 })).status()).not.toBe(301);

    const routes = new RoutesPage(page);
    const { report } = await graphql<{ report: { title: string } }>(request, `{ report(id: "${reportId}") { title } }`);
    await routes.expectLanding(`/fn/${fnId}`, new RegExp(`/report/title/${reportId}$`), routes.h1(report.title));
    await routes.expectLanding('/fn/00000', /\/fn\/00000$/, routes.notFound);
    await routes.expectLanding('/fn/fnx1', /\/functions$/, routes.h1('Functions'));
  });
});

test.describe('services pages and optional segments', () => {
  test('the three named services pages show their own page', async ({ page }) => {
    const routes = new RoutesPage(page);
    for (const [slug, title] of [
      ['customer-engagement-strategies', 'Customer Engagement Strategies'],
      ['emerging-growth-marketing-leaders', 'Emerging Growth Marketing Leaders'],
      ['emerging-growth-sales-leaders', 'Emerging Growth Sales Leaders'],
    ]) {
      // Under the bold-vision redesign /services/... shows as /functions/... (spec 1 §2).
      await routes.expectLanding(`/services/${slug}`, new RegExp(`/(services|functions)/${slug}$`), routes.h1(title));
      await expect(page.getByRole('tab', { name: 'Functional Priorities' })).toHaveAttribute('aria-selected', 'true');
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('routes whose optional segments were missing open their page', async ({ page, request }) => {
    const routes = new RoutesPage(page);
    await routes.expectLanding('/insights/forecasts', /\/insights\/forecasts$/, routes.h1('Forecasts'));
    await routes.expectLanding('/functional-priority/PRI1/further-research/define', /\/functional-priority\/PRI1\/further-research\/define$/, routes.h1('Further Research'));
    await routes.expectLanding('/markets/market-insights/analyst-relations', /\/markets\/market-insights\/technology\/analyst-relations$/, routes.h1(/Analyst Relations/));
    const discussion = await firstWebinar(request, 'peer discussions');
    await routes.expectLanding(`/peer-discussions/${discussion.id}`, new RegExp(`${discussion.path}$`), routes.h1(discussion.title));
    await routes.expectLanding('/peer-discussions/not-an-id', /\/peer-discussions\/not-an-id$/, routes.notFound);
  });
});

test.describe('signed in', () => {
  test('a signed-in reader gets the same pages and redirects', async ({ page, request }) => {
    await logInTo(page, '/planned-research', GUEST.email, GUEST.password);
    const routes = new RoutesPage(page);
    await expect(routes.h1('Planned Research')).toBeVisible();
    await routes.goTo('/unauthorized', routes.noAccess);
    await expect(routes.returnHome).toHaveAttribute('href', '/myhome');
    const analyst = await firstAnalyst(request);
    await routes.expectLanding(`/go?objectid=${analyst.id}`, new RegExp(`${analyst.path}$`), routes.h1(analyst.fullName));
    await routes.expectLanding('/services/emerging-growth-sales-leaders', /\/(services|functions)\/emerging-growth-sales-leaders$/, routes.h1('Emerging Growth Sales Leaders'));
    await routes.expectLanding('/webinar', /\/webinar\/upcoming$/, routes.h1('Webinars'));
  });
});
