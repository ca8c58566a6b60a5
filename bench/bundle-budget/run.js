#!/usr/bin/env node
// The JavaScript of a report page, against issue #14's budget (at most 180 kB gzip): what is fetched
// before its first paint (index.html's entry, web/src/boot.ts, and its static imports: index.html
// preloads nothing else), and what the page loads before it hydrates: the app (web/src/main.tsx,
// which the entry imports after the first frame) and its static imports, then the report route's
// chunk and its static imports, which the router loads before it hydrates the page. Chunks the page
// imports later (a figure's charts when it scrolls near, a dialog's form) are listed apart. Reads
// the web app's build (npm run build -w @portal/web): its Vite manifest, and the .gz and .br files
// the build writes beside each bundle. Exits non-zero while what the page loads before it hydrates
// is over the budget. No portal needs to run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { printTable } from '../report-page/stats.js';

const WEB_DIST = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const REPORT_ROUTE = 'src/pages/report/route.tsx';
const APP_MODULE = 'src/main.tsx';
const BUDGET_BYTES = 180 * 1000;

const manifestPath = path.join(WEB_DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: build the web app first (npm run build -w @portal/web).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk keys `roots` load before they run: themselves and their static imports, transitively. */
function staticClosure(roots) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Bytes of one built file: raw, and as sent with gzip and br (the build's own twins, else gzip -9 here). */
function sizes(file) {
  const full = path.join(WEB_DIST, file);
  const raw = readFileSync(full);
  const twin = (ext) => (existsSync(`${full}${ext}`) ? readFileSync(`${full}${ext}`).length : undefined);
  return { raw: raw.length, gzip: twin('.gz') ?? gzipSync(raw, { level: 9 }).length, br: twin('.br') ?? raw.length };
}

function total(keys) {
  const sum = { files: 0, raw: 0, gzip: 0, br: 0 };
  for (const key of keys) {
    const s = sizes(manifest[key].file);
    sum.files += 1;
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.br += s.br;
  }
  return sum;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const row = (name, t) => ({ name, files: t.files, raw: kB(t.raw), gzip: kB(t.gzip), br: kB(t.br) });

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const key of [REPORT_ROUTE, APP_MODULE]) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: has it moved?`);
const firstPaint = staticClosure([entryKey]);
const shell = staticClosure([entryKey, APP_MODULE]);
const beforeHydration = staticClosure([entryKey, APP_MODULE, REPORT_ROUTE]);
// What the report page imports once it is drawn: the dynamic imports of the report's own chunks
// (the shell's are the other routes).
const later = new Set();
for (const key of beforeHydration) {
  if (shell.has(key)) continue;
  for (const dynamic of manifest[key].dynamicImports ?? []) {
    for (const k of staticClosure([dynamic])) if (!beforeHydration.has(k)) later.add(k);
  }
}
const paintTotal = total(firstPaint);
const pageTotal = total(beforeHydration);

printTable(
  'JavaScript of a report page (kB; gzip and br as the gateway sends them)',
  [
    { key: 'name', label: 'what' },
    { key: 'files', label: 'files' },
    { key: 'raw', label: 'raw' },
    { key: 'gzip', label: 'gzip' },
    { key: 'br', label: 'br' },
  ],
  [
    row('before first paint (the entry, boot.ts)', paintTotal),
    row('app shell (entry + main.tsx + static imports)', total(shell)),
    row('before hydration (shell + report route)', pageTotal),
    row('loaded later on demand (charts, dialogs)', total(later)),
  ],
);
const largest = [...beforeHydration].map((key) => ({ key, ...sizes(manifest[key].file) })).sort((a, b) => b.gzip - a.gzip).slice(0, 10);
printTable(
  'Largest chunks before hydration (kB)',
  [
    { key: 'file', label: 'file' },
    { key: 'raw', label: 'raw' },
    { key: 'gzip', label: 'gzip' },
  ],
  largest.map((c) => ({ file: manifest[c.key].file, raw: kB(c.raw), gzip: kB(c.gzip) })),
);
const ratio = pageTotal.gzip / BUDGET_BYTES;
console.log(`\nbefore first paint: ${kB(paintTotal.gzip)} kB gzip`);
console.log(`before hydration: ${kB(pageTotal.gzip)} kB gzip against the ${kB(BUDGET_BYTES)} kB goal: ${ratio.toFixed(2)}x the budget`);
if (pageTotal.gzip > BUDGET_BYTES) {
  console.log('OVER BUDGET');
  process.exitCode = 1;
}
