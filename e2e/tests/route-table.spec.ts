// Issue #9: the route table of spec 1 §2, read literally. Every fixed and parameterised route is
// opened in Chromium signed out and signed in (one browser context each) and shows its own h1, or
// lands where the spec sends it; the HTTP status of each document is checked too (no redirect
// followed), so crawlers and link checkers see the truth: 200 for a page, 301/302 for a redirect,
// 404 for no such page, 401/403 for content the reader may not open. Sample parameters come from
// the running graph (support/route-samples.ts), never copied ids.
// Routes that later issues build are in PENDING below: they must still be the 404 page today.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { BOLD_PATH, LOCAL_BOLD_PAGE } from '../support/boldPage.js';
import { idOf, routeSamples, slugOf, type RouteSamples } from '../support/route-samples.js';
import { LoginPage } from '../pages/login.page.js';
import { RoutesPage, type Landing } from '../pages/routes.page.js';

const GUEST = { email: 'guest@meridian.example', password: 'Meridian-demo-2026', firstName: 'Gale' };
const FN_TABLE = JSON.parse(readFileSync(new URL('../../services/gateway/src/fnRedirects.json', import.meta.url), 'utf8')) as { redirects: Record<string, string> };
// The e2e stack seeds a small corpus (global-setup): only its first reports exist.
const E2E_REPORTS = 300;
/** Two consulting firms stand in for the spec's unnamed ones (web/src/pages/identity/intercept). */
const CLIENT_FIRMS = ['northbridge-consulting', 'harbor-advisory'];

const NOT_FOUND = 'This page could not be found';
const NO_ACCESS = 'You Do Not Have Access';
const SIGN_IN = /\/oidc\/interaction\//;
const SHARE_REFUSED = 'This share link cannot be opened';

/** A page answered at its own path. */
const shows = (h1: string | RegExp, status = 200): Landing => ({ h1, status });
/** A redirect: its status and Location, and where the browser ends up (by default the Location). */
const sendsTo = (location: string | RegExp, h1: string | RegExp, { status = 302, lands }: { status?: number; lands?: string | RegExp } = {}): Landing => ({
  h1,
  status,
  location,
  lands: lands ?? location,
});
const signInPage = (location: string | RegExp) => sendsTo(location, 'Sign in', { lands: SIGN_IN });

interface Route {
  /** The route as spec 1 §2 writes it. */
  spec: string;
  path: string;
  out: Landing;
  /** Signed in, when it differs. */
  in?: Landing;
}

function routeTable(s: RouteSamples): Route[] {
  // Under the bold-vision redesign /services/... shows as /functions/... and /priority as /functional-priority (spec 1 §2).
  const bold = s.boldVisionRedesign;
  const asFunctions = (path: string) => (bold ? path.replace(/^\/services(?=\/|$)/, '/functions') : path);
  const services = (path: string, h1: string | RegExp): Landing => (bold ? sendsTo(asFunctions(path), h1) : shows(h1));
  const priorityPath = s.priority.path.replace(/^\/functional-priority\//, '/priority/');
  const priorityAt = (path: string, h1: string): Landing => (bold ? sendsTo(path.replace(/^\/priority\//, '/functional-priority/'), h1) : shows(h1));
  const [fnId, fnReport] = Object.entries(FN_TABLE.redirects).find(([, id]) => Number(id.slice(3)) - 100000 < E2E_REPORTS)!;
  const technologyBase = s.technology.path;
  const myHome = 'Research and advice for business and technology leaders';
  return [
    // ---- Fixed routes ----
    { spec: '/', path: '/', out: shows(myHome) },
    { spec: '/home', path: '/home', out: shows(myHome) },
    { spec: '/myhome', path: '/myhome', out: sendsTo(BOLD_PATH, myHome, { lands: LOCAL_BOLD_PAGE }), in: shows(new RegExp(`\\b${GUEST.firstName}\\b`)) },
    { spec: '/access-preferences', path: '/access-preferences', out: shows('Help With Your Account') },
    { spec: '/access-preferences/confirmation', path: '/access-preferences/confirmation', out: shows('Request received') },
    { spec: '/allSearch', path: '/allSearch', out: shows('Search results') },
    {
      spec: '/allSearch?query=...&sortType=relevance&accessOnly=true&activeTab=allResults&isFuzzyNeeded=true',
      path: '/allSearch?query=data&sortType=relevance&accessOnly=true&activeTab=allResults&isFuzzyNeeded=true',
      out: shows('Search results'),
    },
    { spec: '/analysts', path: '/analysts', out: shows('Analysts') },
    { spec: '/cart', path: '/cart', out: shows('Your cart') },
    // The contact form (#11): without an id the support form, for a visitor and a signed-in reader alike.
    { spec: '/contact-form', path: '/contact-form', out: shows('Contact Customer Support') },
    { spec: '/contact-form', path: '/contact-form?id=13', out: shows('Talk To Sales') },
    { spec: '/contact-form/confirmation', path: '/contact-form/confirmation', out: shows('Thank you for contacting us') },
    // Logged-out /briefing goes to /login?regType=guest&lr={full path}; signed in it is the form (#11).
    { spec: '/briefing', path: '/briefing', out: signInPage('/login?regType=guest&lr=%2Fbriefing'), in: shows('Brief Our Analysts') },
    {
      spec: '/briefing/confirmation',
      path: '/briefing/confirmation',
      out: signInPage('/login?regType=guest&lr=%2Fbriefing%2Fconfirmation'),
      in: shows('Briefing request received'),
    },
    { spec: '/help/analyst-briefing/ (briefing landing)', path: '/help/analyst-briefing/', out: shows('Analyst Briefings') },
    { spec: '/external', path: `/external?url=${encodeURIComponent('https://www.example.org/')}`, out: shows('You Are Leaving Meridian Research') },
    { spec: '/functions', path: '/functions', out: shows('Functions') },
    { spec: '/services', path: '/services', out: services('/services', 'Functions') },
    // Signed in, the provider knows the reader: straight back to lr (or /myhome), no password asked.
    { spec: '/login', path: '/login', out: signInPage(/^\/oidc\/auth\?/), in: sendsTo(/^\/oidc\/auth\?/, new RegExp(`\\b${GUEST.firstName}\\b`), { lands: '/myhome' }) },
    {
      spec: '/login?regType&lr',
      path: '/login?regType=guest&lr=%2Fanalysts',
      out: signInPage(/^\/oidc\/auth\?reg_type=guest&/),
      in: sendsTo(/^\/oidc\/auth\?reg_type=guest&/, 'Analysts', { lands: '/analysts' }),
    },
    // Reached without the provider's answer: the sign-in is refused, saying so.
    { spec: '/logged-in', path: '/logged-in', out: shows('Sign-in expired', 400) },
    { spec: '/my-account', path: '/my-account', out: sendsTo('/my-account/profile', 'Profile') },
    // The inquiry form (#11): a visitor logs in first; the guest's subscription allows no form, so
    // the page says so and points to sales. Its confirmation is a page of text.
    { spec: '/inquiry', path: '/inquiry', out: signInPage('/login?lr=%2Finquiry'), in: shows('Ask an Analyst') },
    { spec: '/inquiry/confirmation', path: '/inquiry/confirmation', out: shows('Your Request Has Been Sent') },
    // Not in the spec's table: the staff list of submissions (#11), employees only.
    {
      spec: '/staff/form-submissions',
      path: '/staff/form-submissions',
      out: signInPage('/login?lr=%2Fstaff%2Fform-submissions'),
      in: shows(NO_ACCESS, 403),
    },
    { spec: '/net-promoter-score', path: '/net-promoter-score', out: shows('Net Promoter Score® survey') },
    // Initiatives (#10): a visitor logs in first; the guest has initiatives of her own, no initiative
    // 999999, and is no internal user, so the client viewer is not hers.
    { spec: '/myinitiatives', path: '/myinitiatives', out: signInPage('/login?lr=%2Fmyinitiatives'), in: shows('My Initiatives') },
    { spec: '/myinitiatives/{id}', path: '/myinitiatives/999999', out: signInPage('/login?lr=%2Fmyinitiatives%2F999999'), in: shows(NOT_FOUND, 404) },
    { spec: '/myinitiatives/viewer', path: '/myinitiatives/viewer', out: signInPage('/login?lr=%2Fmyinitiatives%2Fviewer'), in: shows(NO_ACCESS, 403) },
    {
      spec: '/myinitiatives/viewer/{initiativeId}',
      path: '/myinitiatives/viewer/1',
      out: signInPage('/login?lr=%2Fmyinitiatives%2Fviewer%2F1'),
      in: shows(NO_ACCESS, 403),
    },
    // Signed in there is nothing to sign in to: the reader's communications instead.
    { spec: '/passwordless', path: '/passwordless', out: shows('Sign in with an e-mail link'), in: sendsTo('/my-account/communications', 'Communication Preferences') },
    { spec: '/peer-discussions', path: '/peer-discussions', out: shows('Peer Discussions') },
    { spec: '/planned-research', path: '/planned-research', out: shows('Planned Research') },
    { spec: '/requestaquote', path: '/requestaquote', out: shows('Request a Quote') },
    { spec: '/requestaquote/success', path: '/requestaquote/success', out: shows('Quote request sent') },
    // Checkout buys for a signed-in reader: a visitor signs in first (the gateway), then comes back.
    ...(
      [
        ['/checkout', 'Checkout'],
        ['/checkout/failed', 'Payment failed'],
        ['/checkout/pending', 'Payment pending'],
        ['/checkout/success', 'Thank you for your order'],
        ['/checkout/peer-discussions/success', 'You are registered for the peer discussion'],
      ] as const
    ).map(([path, h1]) => ({ spec: path, path, out: signInPage(`/login?regType=guest&lr=${encodeURIComponent(path)}`), in: shows(h1) })),
    { spec: '/simple-text', path: '/simple-text', out: shows('Using And Citing Our Research') },
    { spec: '/unauthorized', path: '/unauthorized', out: shows(NO_ACCESS) },
    { spec: '/webinar', path: '/webinar', out: sendsTo('/webinar/upcoming', 'Webinars') },
    { spec: '/webinar/ondemand', path: '/webinar/ondemand', out: shows('Webinars') },
    { spec: '/webinar/upcoming', path: '/webinar/upcoming', out: shows('Webinars') },
    { spec: '/error/error', path: '/error/error', out: shows("We're sorry. There's a problem with the page you're looking for.") },
    { spec: '/blueprint/blueprintCard', path: '/blueprint/blueprintCard', out: shows('Solution Blueprints') },
    { spec: '/insights/technology-landscapes-and-waves', path: '/insights/technology-landscapes-and-waves', out: shows('Technology Landscapes and Waves') },
    { spec: '/trust/data-privacy', path: '/trust/data-privacy', out: shows('Data Privacy') },
    { spec: '/static/information-services-group', path: '/static/information-services-group', out: shows('Information Services Group') },
    { spec: '/information-services-group', path: '/information-services-group', out: shows('Information Services Group') },
    { spec: '/go?objectid={contentId}', path: `/go?objectid=${s.report.id}`, out: sendsTo(s.report.path, s.report.title) },
    // ---- My-account ----
    ...(['communications', 'Communication Preferences', 'contacts', 'Contacts', 'following', 'Following', 'newsletters', 'Newsletters', 'products', 'Products', 'profile', 'Profile'] as const)
      .flatMap((value, i, all) => (i % 2 ? [] : [{ spec: `/my-account/${value}`, path: `/my-account/${value}`, out: shows(all[i + 1]) }])),
    { spec: '/my-account/password/change', path: '/my-account/password/change', out: shows('Change Password') },
    // Without its e-mailed token the link has nothing to create a password with.
    { spec: '/my-account/password/create', path: '/my-account/password/create', out: sendsTo('/my-account/password/create/expired-token', 'This link has expired') },
    { spec: '/my-account/password/create/confirmation', path: '/my-account/password/create/confirmation', out: shows('Your password has been reset') },
    { spec: '/my-account/password/create/expired-token', path: '/my-account/password/create/expired-token', out: shows('This link has expired') },
    { spec: '/my-account/password/request', path: '/my-account/password/request', out: shows('Reset Your Password') },
    { spec: '/my-account/password/request/confirmation', path: '/my-account/password/request/confirmation', out: shows('Check your e-mail') },
    // ---- Intercept screens ----
    { spec: '/intercept/business/preference', path: '/intercept/business/preference', out: shows('Your Subscription Preferences') },
    { spec: '/intercept/business/profile', path: '/intercept/business/profile', out: shows('Complete Your Profile') },
    { spec: '/intercept/business/terms', path: '/intercept/business/terms', out: shows('Terms and Conditions') },
    ...CLIENT_FIRMS.map((firm) => ({ spec: '/intercept/client/{firm}', path: `/intercept/client/${firm}`, out: shows(/^Access through /) })),
    // ---- Services pages ----
    ...[
      ['customer-engagement-strategies', 'Customer Engagement Strategies'],
      ['emerging-growth-marketing-leaders', 'Emerging Growth Marketing Leaders'],
      ['emerging-growth-sales-leaders', 'Emerging Growth Sales Leaders'],
    ].map(([slug, title]) => ({ spec: `services page ${slug}`, path: `/services/${slug}`, out: services(`/services/${slug}`, title) })),
    // ---- Parameterised routes ----
    { spec: '/insights/further-research/market-insights/{slug?}', path: '/insights/further-research/market-insights', out: shows('Market Insights Further Research: Technology') },
    { spec: '/insights/further-research/market-insights/{slug?}', path: '/insights/further-research/market-insights/b2b', out: shows('Market Insights Further Research: B2B') },
    { spec: '/fn/fnx1/{id?}', path: '/fn/fnx1', out: sendsTo('/functions', 'Functions', { status: 301 }) },
    { spec: '/fn/fnx1/{id?}', path: `/fn/fnx1/${fnId}`, out: sendsTo(`/report/title/${fnReport}`, /./, { status: 301 }) },
    { spec: '/fn/{fnId}', path: `/fn/${fnId}`, out: sendsTo(`/report/title/${fnReport}`, /./, { status: 301 }) },
    { spec: '/insights/forecasts/{tabId?}', path: '/insights/forecasts', out: shows('Forecasts') },
    { spec: '/insights/forecasts/{tabId?}', path: '/insights/forecasts/technology', out: shows('Forecasts') },
    { spec: '/insights/further-research/{slug?}', path: '/insights/further-research', out: shows('Further Research') },
    { spec: '/insights/further-research/{slug?}', path: `/insights/further-research/${s.fn.slug}`, out: shows(`Further Research: ${s.fn.title}`) },
    { spec: '/services/market-insights/{slug}', path: '/services/market-insights/technology', out: shows(/Market Insights: Technology$/) },
    { spec: '/markets/market-insights/{slug}', path: '/markets/market-insights/b2b', out: shows(/Market Insights: B2B$/) },
    ...['markets', 'services'].flatMap((root) => [
      { spec: `/${root}/market-insights/{slug?}/analyst-relations`, path: `/${root}/market-insights/analyst-relations`, out: sendsTo(`/${root}/market-insights/technology/analyst-relations`, 'Analyst Relations') },
      { spec: `/${root}/market-insights/{slug?}/analyst-relations`, path: `/${root}/market-insights/b2b/analyst-relations`, out: shows('Analyst Relations') },
      { spec: `/${root}/market-insights/{slug?}/analyst-relations/*`, path: `/${root}/market-insights/b2b/analyst-relations/apply`, out: shows('Analyst Relations') },
    ]),
    { spec: '/insights/customer-data-and-insights/{id?}/{tabId?}', path: '/insights/customer-data-and-insights', out: shows(/Customer Data & Insights$/) },
    { spec: '/insights/customer-data-and-insights/{id?}/{tabId?}', path: '/insights/customer-data-and-insights/consumer', out: shows('Consumer, Customer Data & Insights') },
    { spec: '/insights/technology-landscapes-and-waves/{type?}/{slug?}/{id}', path: technologyBase, out: shows(s.technology.title) },
    { spec: '/insights/technology-landscapes-and-waves/{type?}/{slug?}/{id}', path: `/insights/technology-landscapes-and-waves/${s.technology.id}`, out: shows(s.technology.title) },
    { spec: '/insights/technology-landscapes-and-waves/{type?}/{slug?}/{id}/{tabId}', path: `${technologyBase}/overview`, out: shows(s.technology.title) },
    { spec: '/insights/predictions/{slug?}/{id?}/*', path: '/insights/predictions', out: shows('Predictions') },
    { spec: '/insights/predictions/{slug?}/{id?}/*', path: s.prediction.path, out: shows(s.prediction.title) },
    // A restricted predictions page: a visitor may not open it (401, the error page of spec 1 §2); any reader may.
    { spec: '/insights/predictions/{slug?}/{id?}/* (restricted)', path: s.restrictedPrediction.path, out: shows(NO_ACCESS, 401), in: shows(s.restrictedPrediction.title) },
    { spec: '/insights/planning-guides/{slug?}/*', path: '/insights/planning-guides', out: shows('Planning Guides') },
    { spec: '/insights/planning-guides/{slug?}/*', path: s.planningGuide.path, out: shows(s.planningGuide.title) },
    { spec: '/insights/playbooks/*', path: '/insights/playbooks', out: shows('Playbooks') },
    { spec: '/insights/playbooks/*', path: '/insights/playbooks/imperative-playbooks', out: shows('Playbooks') },
    { spec: '/insights/latest-research/*', path: '/insights/latest-research', out: sendsTo('/insights/latest-research/all', 'Latest Research') },
    { spec: '/insights/latest-research/*', path: '/insights/latest-research/reports', out: shows('Latest Research') },
    { spec: '/bio/{name?}', path: '/bio', out: sendsTo('/analysts', 'Analysts') },
    { spec: '/bio/{name?}', path: `/bio/${slugOf(s.analyst.path)}`, out: sendsTo(s.analyst.path, s.analyst.title) },
    { spec: '/analyst-bio/*', path: `/analyst-bio/${slugOf(s.analyst.path)}`, out: sendsTo(s.analyst.path, s.analyst.title) },
    { spec: '/analyst-bio/{slug}/{id}', path: s.analyst.path, out: shows(s.analyst.title) },
    { spec: '/surveys/{tabId?}', path: '/surveys', out: shows('Surveys') },
    { spec: '/surveys/{tabId?}', path: '/surveys/consumer', out: shows('Surveys') },
    { spec: '/surveys/{slug?}/{id}', path: s.survey.path, out: shows(s.survey.title) },
    { spec: '/blueprint/{slug?}/{id}', path: s.blueprint.path, out: shows(s.blueprint.title) },
    { spec: '/blueprint/{slug?}/{id}', path: `/blueprint/${s.blueprint.id}`, out: shows(s.blueprint.title) },
    // The token redirect, and the flex page it names (spec 1 §2).
    { spec: '{token}', path: '/customer-obsession', out: sendsTo('/content/customer-obsession/PG14', 'Customer Obsession', { status: 301 }) },
    { spec: '/content/{slug?}/{id}', path: '/content/customer-obsession/PG14', out: shows('Customer Obsession') },
    { spec: '/content/{slug?}/{id}?tab=', path: '/content/PG14?tab=overview', out: shows('Customer Obsession') },
    { spec: '/functional-priority/{slug?}/{id}', path: s.priority.path, out: shows(s.priority.title) },
    { spec: '/functional-priority/{slug?}/{id}', path: `/functional-priority/${idOf(s.priority.path)}`, out: shows(s.priority.title) },
    { spec: '/functional-priority/{slug?}/{id}/further-research/*', path: `${s.priority.path}/further-research/apply`, out: shows('Further Research') },
    { spec: '/priority/{slug?}/{id}', path: priorityPath, out: priorityAt(priorityPath, s.priority.title) },
    { spec: '/priority/{slug?}/{id}/further-research/*', path: `${priorityPath}/further-research/define`, out: priorityAt(`${priorityPath}/further-research/define`, 'Further Research') },
    { spec: '/insights/{slug?}/{id?}', path: '/insights', out: shows('Insights') },
    { spec: '/insights/{slug?}/{id?}', path: `/insights/${slugOf(s.report.path)}/${s.report.id}`, out: sendsTo(s.report.path, s.report.title) },
    { spec: '/insights/{slug?}/{id?}', path: `/insights/${s.analyst.id}`, out: sendsTo(s.analyst.path, s.analyst.title) },
    { spec: '/peer-discussions/{slug?}/{id}', path: s.discussion.path, out: shows(s.discussion.title) },
    { spec: '/peer-discussions/{slug?}/{id}', path: `/peer-discussions/${s.discussion.id}`, out: sendsTo(`/go?objectid=${s.discussion.id}`, s.discussion.title, { lands: s.discussion.path }) },
    { spec: '/playbook/{slug?}/{id}', path: s.playbook.path, out: shows(s.playbook.title) },
    { spec: '/playbook/{slug?}/{id}', path: `/playbook/${s.playbook.id}`, out: shows(s.playbook.title) },
    { spec: '/{section}/PLA{digits}', path: `/marketing/${s.playbook.id}`, out: sendsTo(`/playbook/marketing/${s.playbook.id}`, s.playbook.title, { status: 301 }) },
    { spec: '/playbooks', path: '/playbooks', out: sendsTo('/insights/playbooks/imperative-playbooks', 'Playbooks', { status: 301 }) },
    { spec: '/report/{slug?}/{id}', path: s.report.path, out: shows(s.report.title) },
    { spec: '/report/{slug?}/{id}', path: `/report/${s.report.id}`, out: shows(s.report.title) },
    // Share links (#13): a visitor logs in first and comes back; a made-up ticket is the link's own page, 404.
    ...[`/researchshare/${s.report.id}/ticket-1`, '/researchshare/ticket-1'].map((path) => ({
      spec: '/researchshare/{resid?}/{ticket}',
      path,
      out: signInPage(`/login?lr=${encodeURIComponent(path)}`),
      in: shows(SHARE_REFUSED, 404),
    })),
    { spec: '/webinar/{slug}/{id?}', path: s.webinar.path, out: shows(s.webinar.title) },
    { spec: '/webinar/{slug}/{id?}', path: `/webinar/${slugOf(s.webinar.path)}`, out: sendsTo('/webinar/upcoming', 'Webinars') },
    { spec: '/services/{slug}/{id?}/*', path: `/services/${s.fn.slug}`, out: services(`/services/${s.fn.slug}`, s.fn.title) },
    { spec: '/services/{slug}/{id?}/*', path: s.fn.contentURL.replace(/^\/functions\//, '/services/'), out: services(s.fn.contentURL.replace(/^\/functions\//, '/services/'), s.fn.title) },
    { spec: '/functions/{slug}/{id?}/*', path: `/functions/${s.fn.slug}`, out: shows(s.fn.title) },
    // A function only its subscribers may open: 401 to a visitor, 403 to a reader without it (the error page).
    { spec: '/functions/{slug}/{id?}/* (no access)', path: `/functions/${s.protectedFnSlug}`, out: shows(NO_ACCESS, 401), in: shows(NO_ACCESS, 403) },
    { spec: '/functions/{slug}/{id?}/*', path: `${s.fn.contentURL}/functional-priorities`, out: shows(s.fn.title) },
    // An unknown route is the 404 page, with status 404 (spec 1 §2 error page).
    { spec: 'unknown route', path: '/no-such-page', out: shows(NOT_FOUND, 404) },
    { spec: 'unknown route', path: '/insights/further-research/market-insights/no-such-market', out: shows(NOT_FOUND, 404) },
    // Last: it ends the session.
    { spec: '/logout', path: '/logout', out: sendsTo(/^\/oidc\/session\/end\?/, /./) },
  ];
}

/**
 * Routes that later issues build, with no page yet: they must still be the 404 page (status 404).
 * Whoever builds one moves it to the table above, with its heading.
 */
function pendingRoutes(s: RouteSamples): { issue: string; paths: string[]; signedInOnly?: boolean }[] {
  // None today: #13's /researchshare routes are in the table above.
  void s;
  return [];
}

/** Pages opened at once in one context: the server renders each, so a few overlap their waits. */
const PAGES_AT_ONCE = 2;

async function inTurns<T>(items: T[], pages: Page[], visit: (page: Page, item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(pages.map(async (page) => {
    while (next < items.length) await visit(page, items[next++]);
  }));
}

const label = (signedIn: boolean, what: string) => `${signedIn ? 'signed in' : 'signed out'}: ${what}`;

/** The sign-in routes share the browser's pending login: opened one at a time, after the rest, /logout last. */
const inSequence = (route: Route) => /^\/log(in|ged-in|out)\b/.test(route.path);

async function checkRoutes(context: BrowserContext, pages: Page[], routes: Route[], signedIn: boolean) {
  const visit = async (page: Page, route: Route) =>
    new RoutesPage(page).expectRoute(route.path, (signedIn && route.in) || route.out, label(signedIn, `${route.spec} at ${route.path}`));
  await inTurns(routes.filter((route) => !inSequence(route)), pages, visit);
  for (const route of routes.filter(inSequence)) {
    if (route.path !== '/logout') {
      await visit(pages[0], route);
      continue;
    }
    // Not in the browser: it ends the session and leaves for the provider.
    const response = await context.request.get(route.path, { maxRedirects: 0 });
    expect.soft(response.status(), label(signedIn, '/logout: HTTP status')).toBe(route.out.status);
    expect.soft(response.headers().location, label(signedIn, '/logout: Location')).toMatch(/^(https?:\/\/[^/]+)?\/oidc\/session\/end\?/);
  }
}

async function checkPending(pages: Page[], samples: RouteSamples, signedIn: boolean) {
  const paths = pendingRoutes(samples).flatMap(({ issue, paths, signedInOnly }) => (signedInOnly && !signedIn ? [] : paths.map((path) => ({ issue, path }))));
  await inTurns(paths, pages, async (page, { issue, path }) => {
    await new RoutesPage(page).expectRoute(path, { h1: NOT_FOUND, status: 404 }, label(signedIn, `${path} (${issue}) is still the 404 page`));
  });
}

async function newPortalContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const pages = await Promise.all(Array.from({ length: PAGES_AT_ONCE }, () => context.newPage()));
  return { context, pages };
}

test.describe('the route table of spec 1 §2', () => {
  // About 120 routes, each rendered on the server and opened in the browser: one test per
  // signed-in state. About a minute each on an idle 2-core machine; allow for a busy one.
  test.describe.configure({ timeout: 360_000 });
  let samples: RouteSamples;

  test.beforeAll(async ({ request }) => {
    samples = await routeSamples(request);
  });

  test('signed out, each route shows its page or lands where the spec sends it, with its status', async ({ browser, baseURL }) => {
    const { context, pages } = await newPortalContext(browser, baseURL);
    await checkPending(pages, samples, false);
    await checkRoutes(context, pages, routeTable(samples), false);
    await context.close();
  });

  test('signed in, each route shows its page or lands where the spec sends it, with its status', async ({ browser, baseURL }) => {
    const { context, pages } = await newPortalContext(browser, baseURL);
    const [page] = pages;
    await page.goto('/login?lr=%2Fplanned-research');
    await new LoginPage(page).signIn(GUEST.email, GUEST.password);
    await expect(page).toHaveURL(/\/planned-research$/);
    // /logout (last) ends the session.
    await checkPending(pages, samples, true);
    await checkRoutes(context, pages, routeTable(samples), true);
    await context.close();
  });
});
