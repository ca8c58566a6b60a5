#!/usr/bin/env node
// Lighthouse on the portal's three pages the issue names (#9): /home for a visitor, /myhome for a
// signed-in reader and a report page. Prints each category's score and the audits that fail, and
// exits non-zero when accessibility is below 100 or SEO below 95 on any of them. Starts its own
// portal (seeded corpus, own database) unless PORTAL_URL names one; see bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtures } from '@portal/corpus';
import { printTable } from '../report-page/stats.js';
import { auditPage, BUDGETS, CATEGORIES, failingAudits, missedBudgets, score } from './audit.js';
import { launchBrowser, signIn } from './browser.js';
import { startSeededPortal } from './stack.js';

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
      const lhr = await auditPage(page, `${gatewayUrl}${target.path}`);
      const seconds = Math.round((Date.now() - auditStarted) / 1000);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== target.path) throw new Error(`${target.name} ended on ${landed}: not the page to audit`);
      results.push({ target, lhr, seconds });
      await page.close();
    }
    return results;
  } finally {
    await close();
  }
}

function report(results) {
  printTable(
    'Lighthouse scores (mobile defaults)',
    [{ key: 'page', label: 'page' }, ...CATEGORIES.map((c) => ({ key: c, label: c })), { key: 'seconds', label: 'audit s' }],
    results.map(({ target, lhr, seconds }) => ({ page: target.name, ...Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c) ?? '-'])), seconds })),
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
  const portal = await startSeededPortal();
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
