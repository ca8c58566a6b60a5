#!/usr/bin/env node
// The page's long tasks as the browser itself records them: loads each page in Chromium at 4x
// slower CPU (Lighthouse's mobile setting), records the timeline, and lists every main-thread task
// over 50 ms with the kinds of work inside it (script evaluation, timers, microtasks, layout,
// paint) and the sum of (task - 50 ms), Lighthouse's blocking time without its simulation. Starts
// its own portal like run.js (PORTAL_URL for a running one); see bench/README.md.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { fixtures } from '@portal/corpus';
import { startSeededPortal } from './stack.js';

const PAGES = (process.env.PAGES ?? `/report/${fixtures.twelveAuthorReportId},/home`).split(',');
const LOADS = Number(process.env.LOADS ?? 2);
const CPU_SLOWDOWN = 4;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** How long after the load event the trace goes on: the later hydration slices come then. */
const SETTLE_MS = 6000;
const KINDS = ['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'MinorGC', 'MajorGC'];

/** The renderer's main thread: the thread that parsed the page's HTML. */
function mainThreadEvents(traceEvents) {
  const parses = new Map();
  for (const e of traceEvents) if (e.name === 'ParseHTML') parses.set(`${e.pid}:${e.tid}`, (parses.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [key] = [...parses].sort((a, b) => b[1] - a[1])[0];
  return traceEvents.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

function describe(traceEvents) {
  const events = mainThreadEvents(traceEvents);
  const start = events.find((e) => e.name === 'ParseHTML').ts;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
  const lines = tasks.map((task) => {
    const inside = events.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    const kinds = new Map();
    for (const e of inside) if (KINDS.includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    const script = inside.find((e) => e.args?.data?.url)?.args.data.url.replace(/.*\//, '') ?? '';
    const what = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ');
    return `  at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms ${script} (${what})`;
  });
  const blocking = tasks.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
  return { fcp: fcp ? Math.round((fcp.ts - start) / 1000) : undefined, lines, blocking: Math.round(blocking) };
}

const portal = await startSeededPortal({ env: { OIDC_CLIENT_SECRET: randomBytes(24).toString('base64url') }, gatewayEnv: { NODE_ENV: 'production' } });
const browser = await chromium.launch({ executablePath: CHROME_PATH });
try {
  for (const pagePath of PAGES) {
    const url = `${portal.gatewayUrl}${pagePath}`;
    // The server's first render of a page fills its cache; the loads measured come after.
    const warm = await browser.newPage();
    await warm.goto(url);
    await warm.close();
    for (let load = 1; load <= LOADS; load++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
      await page.goto(url, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      const { fcp, lines, blocking } = describe(traceEvents);
      console.log(`\n${pagePath}, load ${load} at ${CPU_SLOWDOWN}x: first contentful paint ${fcp ?? '?'} ms from the HTML's parse; tasks over 50 ms:`);
      console.log(lines.join('\n'));
      console.log(`  sum of (task - 50 ms): ${blocking} ms`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
