import { expect } from '@playwright/test';
import { ReportPage } from './report.page.js';

// The sentence the app's error page opens with (web/src/pages/error/ErrorPage.tsx).
const PROBLEM_HEADING = "We're sorry. There's a problem with the page you're looking for.";

/** A report read through the offline shell's service worker (spec 1 §7, issue #13). */
export class OfflineReportPage extends ReportPage {
  readonly problemHeading = this.h1(PROBLEM_HEADING);

  /** Waits until the service worker runs and has kept the page at `path` (the worker's caches). */
  async waitUntilKept(path: string) {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => this.isKept(path), { timeout: 15_000 }).toBe(true);
  }

  /** Whether the service worker's caches hold the page at `path`. */
  isKept(path: string): Promise<boolean> {
    return this.page.evaluate(async (url) => (await caches.match(new URL(url, location.origin).href)) !== undefined, path);
  }

  async goOffline() {
    await this.page.context().setOffline(true);
  }

  /** Opens `path` without a network: a document load the worker answers. */
  async openOffline(path: string) {
    await this.page.goto(path);
  }
}
