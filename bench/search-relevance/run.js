#!/usr/bin/env node
// Search relevance: labelled queries over the default corpus, answered by the embedded SQLite FTS5
// SearchIndex (services/upstream) built in process from the corpus generator, scored with nDCG@10
// and recall@10 per query group and overall. Needs the packages built (`npx tsc -b`); see bench/README.md.
import { DEFAULT_SEED, DEFAULT_SIZE } from '@portal/corpus';
import { SqliteSearchIndex } from '@portal/upstream';
import { printTable } from '../report-page/stats.js';
import { loadCorpus } from './corpus.js';
import { ndcgAt, recallAt } from './metrics.js';
import { labelledQueries } from './queries.js';

const K = 10;
const seed = Number(process.env.CORPUS_SEED ?? DEFAULT_SEED);
const size = Number(process.env.CORPUS_SIZE ?? DEFAULT_SIZE);
const verbose = process.argv.includes('--verbose');

async function main() {
  const { documents, truths, areas } = loadCorpus(seed, size);
  const index = new SqliteSearchIndex(); // in memory
  await index.index(documents);
  const queries = labelledQueries(truths, areas);
  console.log(`search relevance: ${queries.length} labelled queries, ${truths.length} reports (${documents.length} documents, seed ${seed})`);
  const scored = [];
  for (const q of queries) {
    const result = await index.search({
      query: q.query, contentTypes: ['research'], filters: q.filters, publishedFrom: null, publishedTo: null,
      includeRestricted: false, sortType: 'relevance', sortOrder: 'desc', page: 1, size: K, fuzzy: q.fuzzy, recency: 0,
    });
    const ranked = result.hits.map((h) => h.contentId);
    const row = { ...q, ndcg: ndcgAt(K, ranked, q.relevant), recall: recallAt(K, ranked, q.relevant) };
    scored.push(row);
    if (verbose) console.log(`${q.group.padEnd(9)} ${row.ndcg.toFixed(3)} ${row.recall.toFixed(3)} |rel|=${q.relevant.size} ${JSON.stringify(q.query)}${result.fuzzy ? ` -> ${result.fuzzy.value}` : ''}`);
  }
  const mean = (rows, key) => rows.reduce((s, r) => s + r[key], 0) / rows.length;
  const groups = [...new Set(scored.map((r) => r.group)), 'overall'];
  const rows = groups.map((group) => {
    const of = group === 'overall' ? scored : scored.filter((r) => r.group === group);
    return { group, queries: of.length, ndcg: mean(of, 'ndcg').toFixed(3), recall: mean(of, 'recall').toFixed(3) };
  });
  printTable('relevance by query group', [
    { key: 'group', label: 'group' }, { key: 'queries', label: 'queries' },
    { key: 'ndcg', label: `nDCG@${K}` }, { key: 'recall', label: `recall@${K}` },
  ], rows);
  await index.close();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
