#!/usr/bin/env node
// Lighthouse on the portal's three pages the issue names (#9): /home for a visitor, /myhome for a
// signed-in reader and a report page. Prints each category's score and the audits that fail, and
// exits non-zero when accessibility is below 100 or SEO below 95 on any of them. Starts its own
// portal (seeded corpus, own database) unless PORTAL_URL names one; see bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { fixtures } from '@portal/corpus';
import { printTable } from '../report-page/stats.js';
import { auditPage, BUDGETS, CATEGORIES, failingAudits, missedBudgets, score } from './audit.js';
import { launchBrowser, signIn } from './browser.js';
import { startSeededPortal } from './stack.js';

/**
 * Audits per page: their median (Lighthouse's own choice of the run nearest the median FCP and
 * time to interactive) is reported, as Lighthouse CI does; one run's performance moves by 10-20
 * points on this machine. The first run of a page is also the server's first render of it.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, got ${process.env.LIGHTHOUSE_RUNS}`);

/** The gateway's NODE_ENV: production, as the Dockerfile runs it (React's server renderer is then its production build). */
const GATEWAY_NODE_ENV = process.env.LIGHTHOUSE_GATEWAY_NODE_ENV ?? 'production';

/** A demo user of the seeded corpus (README, "Demo users"). */
const READER = { email: 'sam@meridian.example', password: 'Meridian-demo-2026' };

const PAGES = [
  { name: '/home (visitor)', path: '/home' },
  { name: '/myhome (signed in)', path: '/myhome', signedIn: true },
  { name: 'report page (visitor)', path: `/report/${fixtures.twelveAuthorReportId}` },
];

async function auditAll(gatewayUrl) {
  const { browser, close } = await launchBrowser();
  try {
    const results = [];
    // Visitors' pages first, then sign in once for the reader's pages.
    for (const target of [...PAGES.filter((p) => !p.signedIn), ...PAGES.filter((p) => p.signedIn)]) {
      const page = await browser.newPage();
      if (target.signedIn) await signIn(page, gatewayUrl, READER, target.path);
      const auditStarted = Date.now();
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await auditPage(page, `${gatewayUrl}${target.path}`);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== target.path) throw new Error(`${target.name} ended on ${landed}: not the page to audit`);
        runs.push(lhr);
      }
      const seconds = Math.round((Date.now() - auditStarted) / 1000 / RUNS);
      results.push({ target, lhr: computeMedianRun(runs), runs, seconds });
      await page.close();
    }
    return results;
  } finally {
    await close();
  }
}

function report(results) {
  printTable(
    `Lighthouse scores (mobile defaults; the median of ${RUNS} run${RUNS === 1 ? '' : 's'}, gateway NODE_ENV=${GATEWAY_NODE_ENV})`,
    [
      { key: 'page', label: 'page' },
      ...CATEGORIES.map((c) => ({ key: c, label: c })),
      { key: 'metrics', label: 'FCP / LCP / TBT / TTFB' },
      { key: 'runs', label: 'performance of each run' },
      { key: 'seconds', label: 'audit s' },
    ],
    results.map(({ target, lhr, runs, seconds }) => ({
      page: target.name,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c) ?? '-'])),
      metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'server-response-time'].map((id) => lhr.audits[id]?.displayValue?.replace(/^Root document took /, '') ?? '-').join(' / '),
      runs: runs.map((run) => score(run, 'performance') ?? '-').join(', '),
      seconds,
    })),
  );
  for (const { target, lhr } of results) {
    for (const category of CATEGORIES) {
      const failing = failingAudits(lhr, category);
      if (!failing.length) continue;
      console.log(`\n${target.name}, ${category}:`);
      for (const audit of failing) {
        console.log(`  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        for (const item of audit.items) console.log(`      ${item}`);
      }
    }
  }
  const outDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    for (const { target, lhr } of results) writeFileSync(path.join(outDir, `${target.path.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  }
  return results.flatMap(({ target, lhr }) => missedBudgets(lhr).map((miss) => `${target.name}: ${miss}`));
}

async function main() {
  const started = Date.now();
  // One client secret for the gateway and the sign-in provider: a production gateway refuses the
  // development default.
  const portal = await startSeededPortal({ env: { OIDC_CLIENT_SECRET: randomBytes(24).toString('base64url') }, gatewayEnv: { NODE_ENV: GATEWAY_NODE_ENV } });
  // Ctrl-C must not leave six processes and a database behind.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => portal.stop().finally(() => process.exit(130)));
  }
  try {
    console.log(`auditing ${portal.gatewayUrl} (portal up in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const auditStarted = Date.now();
    const misses = report(await auditAll(portal.gatewayUrl));
    console.log(`\naudits took ${((Date.now() - auditStarted) / 1000).toFixed(0)} s`);
    if (misses.length) {
      console.error(`\nbudgets missed (${Object.entries(BUDGETS).map(([c, least]) => `${c} >= ${least}`).join(', ')}):\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('every page holds its budgets');
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(`lighthouse audit failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
