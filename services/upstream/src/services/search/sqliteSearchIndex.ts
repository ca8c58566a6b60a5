// The embedded SearchIndex: SQLite FTS5 through node:sqlite (no native dependency) matches and
// scores the text (BM25 with field weights); filters, facet counts and date order come from the
// in-memory DocColumns; the page's display fields are read back from SQLite by id.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
import { FACET_NAMES } from '@portal/domain';
import { and, count, type Bitset } from './bitset.js';
import { DocColumns, dayOf } from './docColumns.js';
import { FIELD_WEIGHTS, FTS_SCHEMA } from './ftsSchema.js';
import { correctTerms, fuzzyMessage, type Vocabulary } from './fuzzy.js';
import type { SearchAuthor, SearchDocument, SearchHit, SearchIndex, SearchRequest, SearchResult } from './searchIndex.js';
import { suggestionTerms, tokenize } from './searchTerms.js';

/** Beyond this many results before a page's end, ranking sorts everything instead of keeping a top list. */
const DEEP_PAGE = 1000;

/** Titles of these types feed the suggestions; figure titles are chart captions, not topics. */
const SUGGESTION_TYPES = new Set(['research']);

interface MatchRows {
  ids: Int32Array;
  /** FTS5's bm25(): negative, lower is better. */
  bm25: Float64Array;
}

interface TextMatches {
  hits: Bitset;
  /** Parallel arrays: matching ids and their scores. */
  ids: number[];
  scores: number[];
}

interface DocRow {
  id: number;
  content_id: string;
  content_type: string;
  parent_id: string | null;
  title: string;
  summary: string;
  published_date: string;
  ip_type: string | null;
  path: string;
  read_time: number | null;
  authors: string;
}

export interface SqliteSearchIndexOptions {
  /** A file path, or ':memory:' (the default). */
  location?: string;
  /** Build-time settings: no journal, no fsync; the builder renames the file only once complete. */
  bulkLoad?: boolean;
  /**
   * An open database to use in place of `location`: a file this process opened and locked for
   * itself (buildSearchIndex's `lock`), which the index then keeps until it closes.
   */
  database?: DatabaseSync;
  /**
   * Text matches remembered per query (0: none). Paging, sorting and changing facets repeat the
   * same text match, and scoring every match of a common word is most of a search's cost.
   */
  matchCacheSize?: number;
}

export const DEFAULT_MATCH_CACHE_SIZE = 32;

/** A value of an index file's meta table (null when unset), on the index or on its bare database. */
export function readMeta(database: DatabaseSync, key: string): string | null {
  const row = database.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export class SqliteSearchIndex implements SearchIndex {
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private readonly columns = new DocColumns();
  /** FTS5 matches by match expression (null when the size is 0); cleared on any change. */
  private readonly matchCache: LRUCache<string, MatchRows> | null;

  constructor(options: SqliteSearchIndexOptions = {}) {
    const matchCacheSize = options.matchCacheSize ?? DEFAULT_MATCH_CACHE_SIZE;
    this.matchCache = matchCacheSize > 0 ? new LRUCache({ max: matchCacheSize }) : null;
    this.db = options.database ?? new DatabaseSync(options.location ?? ':memory:');
    if (options.bulkLoad) this.db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;');
    this.db.exec('PRAGMA temp_store = MEMORY; PRAGMA cache_size = -65536;');
    this.db.exec(FTS_SCHEMA);
    this.loadColumns();
  }

  /** Reads an existing file's documents and facets into memory. */
  private loadColumns(): void {
    for (const row of this.db.prepare('SELECT id, content_type, restricted, published_date FROM docs').iterate()) {
      const doc = row as { id: number; content_type: string; restricted: number; published_date: string };
      this.columns.add({ id: doc.id, contentType: doc.content_type, restricted: doc.restricted === 1, publishedDate: doc.published_date, facets: {} });
    }
    for (const row of this.db.prepare('SELECT doc, facet, value FROM doc_facets').iterate()) {
      const facet = row as { doc: number; facet: string; value: string };
      this.columns.addFacet(facet.doc, facet.facet, facet.value);
    }
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Internal ids of the documents with these content ids (unknown ones left out). */
  private idsOf(contentIds: readonly string[]): number[] {
    const lookup = this.statement('SELECT id FROM docs WHERE content_id = ?');
    return contentIds.flatMap((contentId) => {
      const row = lookup.get(contentId) as { id: number } | undefined;
      return row ? [row.id] : [];
    });
  }

  getMeta(key: string): string | null {
    return readMeta(this.db, key);
  }

  setMeta(key: string, value: string): void {
    this.statement('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  async index(documents: Iterable<SearchDocument>): Promise<void> {
    this.indexSync(documents);
  }

  /** Synchronous indexing, in one transaction per call. */
  indexSync(documents: Iterable<SearchDocument>): void {
    this.matchCache?.clear();
    this.inTransaction(() => {
      for (const doc of documents) {
        this.removeOne(doc.contentId);
        const { lastInsertRowid } = this.statement(
          `INSERT INTO docs (content_id, content_type, parent_id, title, summary, published_date, ip_type, path, read_time, authors, restricted)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          doc.contentId, doc.contentType, doc.parentId, doc.title, doc.summary, doc.publishedDate, doc.ipType, doc.path,
          doc.readTime, JSON.stringify(doc.authors), doc.access === 'restricted' ? 1 : 0,
        );
        const id = Number(lastInsertRowid);
        this.statement('INSERT INTO docs_fts (rowid, title, summary, body) VALUES (?, ?, ?, ?)').run(id, doc.title, doc.summary, doc.body);
        const addFacet = this.statement('INSERT OR IGNORE INTO doc_facets (doc, facet, value) VALUES (?, ?, ?)');
        for (const [facet, values] of Object.entries(doc.facets)) {
          for (const value of values ?? []) addFacet.run(id, facet, value);
        }
        if (SUGGESTION_TYPES.has(doc.contentType)) this.countSuggestions(doc.title, 1);
        this.columns.add({ id, contentType: doc.contentType, restricted: doc.access === 'restricted', publishedDate: doc.publishedDate, facets: doc.facets });
      }
    });
  }

  async remove(contentIds: readonly string[]): Promise<void> {
    this.matchCache?.clear();
    this.inTransaction(() => {
      for (const contentId of contentIds) this.removeOne(contentId);
    });
  }

  /** A document and the documents it is the parent of (a report's figures). */
  private removeOne(contentId: string): void {
    const children = this.statement('SELECT content_id FROM docs WHERE parent_id = ?').all(contentId) as { content_id: string }[];
    for (const child of children) this.removeOne(child.content_id);
    const row = this.statement('SELECT id, title, content_type FROM docs WHERE content_id = ?').get(contentId) as
      | { id: number; title: string; content_type: string }
      | undefined;
    if (!row) return;
    this.statement('DELETE FROM docs_fts WHERE rowid = ?').run(row.id);
    this.statement('DELETE FROM doc_facets WHERE doc = ?').run(row.id);
    this.statement('DELETE FROM docs WHERE id = ?').run(row.id);
    this.columns.remove(row.id);
    if (SUGGESTION_TYPES.has(row.content_type)) this.countSuggestions(row.title, -1);
  }

  private countSuggestions(title: string, delta: 1 | -1): void {
    const add = this.statement('INSERT INTO suggest_terms (term, freq) VALUES (?, ?) ON CONFLICT (term) DO UPDATE SET freq = freq + excluded.freq');
    for (const term of suggestionTerms(title)) add.run(term, delta);
    if (delta < 0) this.statement('DELETE FROM suggest_terms WHERE freq <= 0').run();
  }

  private inTransaction(work: () => void): void {
    if (this.db.isTransaction) return work();
    this.db.exec('BEGIN');
    try {
      work();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async count(): Promise<number> {
    return (this.statement('SELECT count(*) AS n FROM docs').get() as { n: number }).n;
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }

  readonly vocabulary: Vocabulary = {
    has: (term) => this.statement('SELECT 1 FROM docs_vocab WHERE term = ?').get(term) !== undefined,
    mostFrequent: (candidates) => {
      const row = this.statement(
        'SELECT term FROM docs_vocab WHERE term IN (SELECT value FROM json_each(?)) ORDER BY doc DESC, term LIMIT 1',
      ).get(JSON.stringify(candidates)) as { term: string } | undefined;
      return row?.term ?? null;
    },
  };

  async suggest(prefix: string, size: number): Promise<string[]> {
    const words = tokenize(prefix);
    if (words.length === 0) return [];
    // 'customer ' (a finished word) asks for phrases that go on from it.
    const start = words.join(' ') + (/\s$/.test(prefix) ? ' ' : '');
    const rows = this.statement(
      'SELECT term FROM suggest_terms WHERE term >= ? AND term < ? ORDER BY freq DESC, term LIMIT ?',
    ).all(start, `${start}\uffff`, size) as { term: string }[];
    return rows.map((row) => row.term);
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    let terms = tokenize(request.query);
    let fuzzy: SearchResult['fuzzy'] = null;
    if (request.fuzzy && terms.length > 0) {
      const correction = correctTerms(terms, this.vocabulary);
      if (correction.corrected) {
        terms = correction.terms;
        const value = terms.join(' ');
        fuzzy = { value, message: fuzzyMessage(value) };
      }
    }

    const base = this.columns.base({ ...request, readableRestrictedIds: this.idsOf(request.readableRestricted ?? []) });
    const filters = this.columns.filterSet(request.filters);
    let matches: TextMatches | null = null;
    if (terms.length > 0) {
      matches = this.textMatches(request, terms, ' AND ', base);
      if (matches.ids.length === 0 && terms.length > 1) {
        // A long query rarely has every word in one document: fall back to any of them.
        matches = this.textMatches(request, terms, ' OR ', base);
      }
    }
    const hits = matches?.hits ?? base;
    const matching = filters === null ? hits : and(hits, filters);
    const total = count(matching);
    const offset = (request.page - 1) * request.size;

    let pageIds: number[];
    let scores = new Map<number, number>();
    if (matches === null || request.sortType === 'date') {
      pageIds = this.columns.pageByDate(matching, request.sortOrder, offset, request.size);
      if (matches) {
        const scoreOf = new Map(matches.ids.map((id, i) => [id, matches!.scores[i]]));
        scores = new Map(pageIds.map((id) => [id, scoreOf.get(id) ?? 0]));
      }
    } else {
      ({ ids: pageIds, scoreOf: scores } = this.rankPage(matches, matching, offset, request.size));
    }

    return { hits: this.readHits(pageIds, scores), total, aggregations: this.aggregations(request, hits, matching), fuzzy };
  }

  /** Documents of `base` matching the terms, with their scores (higher is better). */
  private textMatches(request: SearchRequest, terms: string[], operator: ' AND ' | ' OR ', base: Bitset): TextMatches {
    // Each term quoted: FTS5 syntax in user input ("OR", "NEAR", '*', '"') stays plain text.
    const match = terms.map((term) => `"${term}"`).join(operator);
    const rows = this.matchRows(match);
    const recency = request.recency ?? 0;
    const today = dayOf(request.today ?? new Date().toISOString().slice(0, 10));
    const hits = new Uint32Array(base.length);
    const ids: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < rows.ids.length; i++) {
      const id = rows.ids[i];
      const bm25 = rows.bm25[i];
      if (!(base[id >>> 5] & (1 << (id & 31)))) continue;
      hits[id >>> 5] |= 1 << (id & 31);
      ids.push(id);
      // FTS5's bm25() is negative, lower is better; recency multiplies it by up to (1 + recency).
      const ageYears = Math.max(0, today - this.columns.dayOf(id)) / 365;
      scores.push(-bm25 * (1 + recency / (1 + ageYears)));
    }
    return { hits, ids, scores };
  }

  /** Rowids and bm25 of every document matching the FTS5 expression, through the cache. */
  private matchRows(match: string): MatchRows {
    const cached = this.matchCache?.get(match);
    if (cached) return cached;
    const statement = this.statement(`SELECT rowid, bm25(docs_fts, ${FIELD_WEIGHTS.join(', ')}) FROM docs_fts WHERE docs_fts MATCH ?`);
    // Arrays, not objects: common words match tens of thousands of rows.
    statement.setReturnArrays(true);
    const rows = statement.all(match) as unknown as [number, number][];
    // Typed arrays: 12 bytes a match, so a full cache stays small.
    const result: MatchRows = { ids: new Int32Array(rows.length), bm25: new Float64Array(rows.length) };
    rows.forEach(([id, bm25], i) => {
      result.ids[i] = id;
      result.bm25[i] = bm25;
    });
    this.matchCache?.set(match, result);
    return result;
  }

  /**
   * The page of matches inside `matching`, best score first (then newest, then id). Keeps only the
   * best offset+size while scanning, so a common word's ten thousand matches are never sorted.
   */
  private rankPage(matches: TextMatches, matching: Bitset, offset: number, size: number): { ids: number[]; scoreOf: Map<number, number> } {
    const { ids, scores } = matches;
    const wanted = offset + size;
    const compare = (a: number, b: number) =>
      scores[b] - scores[a] || this.columns.dayOf(ids[b]) - this.columns.dayOf(ids[a]) || ids[a] - ids[b];
    if (wanted > DEEP_PAGE) {
      // Deep pages: a plain sort beats insertion into a long list.
      const all = ids.map((_, i) => i).filter((i) => matching[ids[i] >>> 5] & (1 << (ids[i] & 31)));
      const page = all.sort(compare).slice(offset, wanted);
      return { ids: page.map((i) => ids[i]), scoreOf: new Map(page.map((i) => [ids[i], scores[i]])) };
    }
    const best: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (!(matching[id >>> 5] & (1 << (id & 31)))) continue;
      if (best.length === wanted && compare(i, best[wanted - 1]) >= 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(best[mid], i) <= 0) low = mid + 1;
        else high = mid;
      }
      best.splice(low, 0, i);
      if (best.length > wanted) best.pop();
    }
    const page = best.slice(offset);
    return { ids: page.map((i) => ids[i]), scoreOf: new Map(page.map((i) => [ids[i], scores[i]])) };
  }

  /**
   * Counts per facet value over the results. A facet with a filter of its own is counted without
   * that filter (but with the others), so its other values still show what choosing them adds.
   */
  private aggregations(request: SearchRequest, hits: Bitset, matching: Bitset): SearchResult['aggregations'] {
    const result: SearchResult['aggregations'] = {};
    for (const name of FACET_NAMES) {
      const own = request.filters[name];
      if (!own || own.length === 0) result[name] = this.columns.buckets(name, matching);
      else {
        const others = this.columns.filterSet(request.filters, name);
        result[name] = this.columns.buckets(name, others === null ? hits : and(hits, others));
      }
    }
    return result;
  }

  private readHits(ids: number[], scores: Map<number, number>): SearchHit[] {
    if (ids.length === 0) return [];
    const rows = this.statement('SELECT * FROM docs WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as unknown as DocRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => toHit(byId.get(id)!, scores.get(id) ?? 0));
  }
}

function toHit(row: DocRow, score: number): SearchHit {
  return {
    contentId: row.content_id,
    contentType: row.content_type,
    title: row.title,
    summary: row.summary,
    publishedDate: row.published_date,
    ipType: row.ip_type,
    path: row.path,
    readTime: row.read_time,
    authors: JSON.parse(row.authors) as SearchAuthor[],
    parentId: row.parent_id,
    score: Math.round(score * 1000) / 1000,
  };
}
