// What moved on a page after its app began to run (Chrome's layout-shift entries), for specs that
// check a server-rendered page stays where it was drawn as it hydrates. A page that moves then
// sends a reader's click (or a test's) to whatever moved under the pointer: the click lands on the
// list around a button, not the button (issue #14, the e2e failures of session 10).
import type { CDPSession, Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from './test.js';

declare global {
  interface Window {
    __layoutShifts?: string[];
  }
}

/** From the next document on, `page` records each element that moves once the app runs. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript((readyAttribute) => {
    const shifts: string[] = (window.__layoutShifts = []);
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? `text "${(node.textContent ?? '').slice(0, 40)}"` : 'a removed node';
      const name = node.getAttribute('aria-label') ?? (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()} "${name}"`;
    };
    new PerformanceObserver((list) => {
      // Before the app runs, the browser is still laying out the server's HTML (fonts, images).
      if (!document.documentElement.hasAttribute(readyAttribute)) return;
      for (const entry of list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        for (const source of entry.sources ?? []) {
          shifts.push(`${describe(source.node)} from y=${Math.round(source.previousRect.y)} to y=${Math.round(source.currentRect.y)}`);
        }
      }
    }).observe({ type: 'layout-shift' });
  }, APP_READY_ATTRIBUTE);
}

/**
 * What moved, once the page has hydrated: the browser has been idle twice over (React hydrates the
 * later parts of a page in tasks of its own, one after another, so the browser is not idle until it
 * is done).
 */
export async function layoutShiftsOnceHydrated(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    await idle();
    await idle();
    return window.__layoutShifts ?? [];
  });
}

/**
 * A CPU `rate` times slower than this machine's: the page hydrates over many tasks, as on a phone or a
 * loaded CI machine, which is when a shift comes between drawing and the first click.
 */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}
