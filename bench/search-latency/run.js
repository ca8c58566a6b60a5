#!/usr/bin/env node
// Search latency: the embedded SQLite FTS5 index (services/upstream SqliteSearchIndex) against
// PostgreSQL full-text search on the same documents in the same run, for plain, fuzzy and
// faceted queries. Documents come straight from the corpus generator, not through HTTP.
// Needs the packages built (`npx tsc -b`) and PostgreSQL (BENCH_POSTGRES_URL); see bench/README.md.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteSearchIndex } from '@portal/upstream';
import { printTable } from '../report-page/stats.js';
import { loadConfig } from './config.js';
import { batches, corpusDocuments } from './documents.js';
import { createPostgresFts } from './postgresFts.js';
import { querySets } from './queries.js';

const config = loadConfig();
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function measure(queries, warmup, run) {
  for (const q of queries.slice(0, warmup)) await run(q);
  const latencies = [];
  let hits = 0;
  for (const q of queries) {
    const started = performance.now();
    hits += await run(q);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), meanHits: hits / queries.length };
}

async function main() {
  console.log(`search latency benchmark: ${config.documents.toLocaleString('en')} documents (reports and figures, seed ${config.seed}), ${config.queries} queries per kind`);
  const dir = mkdtempSync(path.join(tmpdir(), 'search-bench-'));
  // No match cache: every measured query pays for its own text match, as a first search does.
  const fts = new SqliteSearchIndex({ location: path.join(dir, 'index.sqlite'), bulkLoad: true, matchCacheSize: 0 });
  const pgFts = await createPostgresFts(config.postgresUrl);
  try {
    const rssBefore = process.memoryUsage().rss;
    let ftsMs = 0;
    let pgMs = 0;
    for (const batch of batches(corpusDocuments(config.seed, config.documents), 1000)) {
      let t = performance.now();
      fts.indexSync(batch);
      ftsMs += performance.now() - t;
      t = performance.now();
      await pgFts.load(batch);
      pgMs += performance.now() - t;
    }
    let t = performance.now();
    fts.db.exec("INSERT INTO docs_fts (docs_fts) VALUES ('optimize'); ANALYZE;");
    ftsMs += performance.now() - t;
    t = performance.now();
    const pgBytes = await pgFts.finish();
    pgMs += performance.now() - t;
    const ftsBytes = statSync(path.join(dir, 'index.sqlite')).size;
    console.log(`\nbuild: FTS5 ${(ftsMs / 1000).toFixed(1)} s, file ${mb(ftsBytes)}, process RSS +${mb(process.memoryUsage().rss - rssBefore)} (includes the generator)`);
    console.log(`       PostgreSQL ${(pgMs / 1000).toFixed(1)} s, database ${mb(pgBytes)}`);

    const sets = querySets(config.seed, config.queries);
    const request = (q) => ({
      query: q.query, contentTypes: null, filters: q.filters, publishedFrom: null, publishedTo: null, includeRestricted: false,
      sortType: 'relevance', sortOrder: 'desc', page: 1, size: 10, fuzzy: q.fuzzy, recency: 0.25,
    });
    const rows = [];
    for (const [kind, queries] of Object.entries(sets)) {
      const a = await measure(queries, config.warmup, async (q) => (await fts.search(request(q))).total);
      const b = await measure(queries, config.warmup, (q) => pgFts.search(q));
      rows.push({
        kind,
        ftsP50: a.p50.toFixed(2), ftsP95: a.p95.toFixed(2),
        pgP50: b.p50.toFixed(2), pgP95: b.p95.toFixed(2),
        r50: (b.p50 / a.p50).toFixed(1), r95: (b.p95 / a.p95).toFixed(1),
        hits: `${Math.round(a.meanHits)} / ${Math.round(b.meanHits)}`,
      });
    }
    printTable('latency per query (ms); ratio = PostgreSQL / FTS5, above 1 FTS5 is faster', [
      { key: 'kind', label: 'query' },
      { key: 'ftsP50', label: 'FTS5 p50' }, { key: 'ftsP95', label: 'FTS5 p95' },
      { key: 'pgP50', label: 'PG p50' }, { key: 'pgP95', label: 'PG p95' },
      { key: 'r50', label: 'ratio p50' }, { key: 'r95', label: 'ratio p95' },
      { key: 'hits', label: 'mean hits FTS5 / PG' },
    ], rows);
  } finally {
    await fts.close();
    await pgFts.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
