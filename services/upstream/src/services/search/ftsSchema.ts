// The embedded index's tables. Documents' display fields live in `docs`; their text only in the
// contentless FTS5 table (the text is never shown, so it is not stored twice); facet values in
// `doc_facets`, keyed by document so that filters are primary-key lookups; suggestion terms in a
// B-tree table read by prefix range. Filters and facet counts run on DocColumns in memory.
export const FTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY,
  content_id TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  parent_id TEXT,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  published_date TEXT NOT NULL,
  ip_type TEXT,
  path TEXT NOT NULL,
  read_time INTEGER,
  authors TEXT NOT NULL,
  restricted INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS docs_by_date ON docs (published_date, content_id);
CREATE INDEX IF NOT EXISTS docs_by_parent ON docs (parent_id) WHERE parent_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS doc_facets (
  doc INTEGER NOT NULL,
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (doc, facet, value)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5(
  title, summary, body,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS docs_vocab USING fts5vocab(docs_fts, 'row');
CREATE TABLE IF NOT EXISTS suggest_terms (term TEXT PRIMARY KEY, freq INTEGER NOT NULL) WITHOUT ROWID;
`;

/** BM25 weights of title, summary and body, in the FTS5 column order. */
export const FIELD_WEIGHTS = [10, 4, 1] as const;
