import { expect, type Locator, type Response } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** What a route of the table shows: its h1, the document's HTTP status, and for a redirect where it goes. */
export interface Landing {
  h1: string | RegExp;
  status: number;
  /** The redirect's Location header. */
  location?: string | RegExp;
  /** Where the browser ends up: a local path with its query, an absolute URL, or a pattern; else the path opened. */
  lands?: string | RegExp;
}

/**
 * The pages of the spec's route table that issue #9 adds: static pages (their h1 and sections),
 * the /external interstitial, the error page's variants, and where a redirect lands.
 */
export class RoutesPage extends PortalPage {
  readonly noAccess = this.h1('You Do Not Have Access');
  readonly notFound = this.h1('This page could not be found');
  readonly leaving = this.h1('You Are Leaving Meridian Research');
  readonly logIn = this.page.getByRole('main').getByRole('link', { name: 'Log in' });
  readonly returnHome = this.page.getByRole('main').getByRole('link', { name: 'Return to Home' });
  readonly contactSupport = this.page.getByRole('main').getByRole('link', { name: 'Contact Customer Support' });
  readonly warning = this.page.getByRole('main').getByRole('alert');
  /** Where /bio sends a name it cannot place. */
  readonly analystSearch = this.page.getByRole('main').getByRole('searchbox', { name: 'Search analysts' });

  /** A section of a static page, by its heading (a region named by it). */
  section(name: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name });
  }

  /** The interstitial's link onwards. */
  continueTo(host: string): Locator {
    return this.page.getByRole('link', { name: `Continue to ${host}` });
  }

  /** Opens `path` and waits until the browser has landed on `url` with `heading` shown. */
  async expectLanding(path: string, url: string | RegExp, heading: Locator) {
    await this.page.goto(path);
    await expect(this.page).toHaveURL(url);
    await expect(heading).toBeVisible();
  }

  /**
   * Opens `path` and checks, softly (so one run reports every route), the document's HTTP status
   * as the browser got it (the first response, before any redirect is followed) and its Location,
   * that the browser ends up where `landing` says, and that the page's h1 is there (some pages
   * hide theirs visually, for screen readers). A string h1 is the whole heading, so the not-found
   * page's never passes for a page's.
   */
  async expectRoute(path: string, landing: Landing, label: string) {
    const lands = landing.lands ?? path;
    if (typeof lands === 'string' && /^https?:/.test(lands) && !lands.startsWith(new URL(path, this.origin()).origin)) {
      // Another site (the bold page): this machine cannot reach it, so the browser's request for it is the landing.
      // The browser's own answer is lost with the failed navigation: the document's status is asked for directly.
      // A page of its own, closed after: the failed navigation's error page must not cut into the next route's.
      const page = await this.page.context().newPage();
      const leaving = page.waitForRequest((request) => request.url() === lands);
      await Promise.all([page.goto(path, { waitUntil: 'commit' }).catch(() => null), leaving]);
      await page.close();
      const response = await this.page.request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } });
      this.expectStatus(response.status(), response.headers().location, landing, label);
      return;
    }
    let first: Response;
    try {
      first = await this.openDocument(path);
      // 503 is the gateway shedding load (a busy machine), not the route's answer: ask again, twice at most.
      for (let retry = 0; retry < 2 && first.status() === 503; retry++) first = await this.openDocument(path);
    } catch (error) {
      // Reported with the route, and the table goes on to the next.
      expect.soft(error, `${label}: the document opens`).toBeUndefined();
      return;
    }
    this.expectStatus(first.status(), first.headers().location, landing, label);
    if (typeof lands === 'string' && lands.startsWith('/')) {
      await expect.soft(this.page, `${label}: lands at ${lands}`).toHaveURL(new RegExp(`^https?://[^/]+${escapeRegExp(lands)}$`));
    } else {
      await expect.soft(this.page, `${label}: lands at ${lands}`).toHaveURL(lands);
    }
    const heading = this.page.getByRole('heading', { level: 1, name: landing.h1, exact: typeof landing.h1 === 'string', includeHidden: true });
    await expect.soft(heading.first(), `${label}: h1 ${landing.h1}`).toBeAttached();
  }

  private origin(): string {
    return process.env.PORTAL_URL ?? 'http://localhost';
  }

  /** Opens `path`: the document's first response (its own status, or its redirect), as the browser got it. */
  private async openDocument(path: string): Promise<Response> {
    const last = await this.page.goto(path, { waitUntil: 'commit' });
    let request = last!.request();
    while (request.redirectedFrom()) request = request.redirectedFrom()!;
    return (await request.response())!;
  }

  private expectStatus(status: number, location: string | undefined, landing: Landing, label: string) {
    expect.soft(status, `${label}: HTTP status`).toBe(landing.status);
    if (landing.location === undefined) return;
    // Relative as sent, or absolute (the login's): compared as a path on this site when it is one.
    const origin = new URL(this.origin()).origin;
    const local = location?.startsWith(origin) ? location.slice(origin.length) : (location ?? '');
    expect.soft(local, `${label}: Location`).toMatch(typeof landing.location === 'string' ? new RegExp(`^${escapeRegExp(landing.location)}$`) : landing.location);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
