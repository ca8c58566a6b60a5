// The baseline: PostgreSQL full-text search over the same documents, doing the same work per query
// as the FTS5 index: AND match, total, top 10 by rank, counts for every facet (a filtered facet
// counted without its own filter), and for fuzzy queries a one-edit correction against the
// vocabulary (ts_stat into a table, pg_trgm candidates, levenshtein <= 1, most documents first).
import pg from 'pg';
import { FACET_NAMES } from '@portal/domain';

const TEXT_CONFIG = 'simple'; // no stemming, like FTS5's unicode61 tokenizer

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createPostgresFts(serverUrl) {
  const name = `bench_search_${Date.now()}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
    CREATE TABLE docs (
      id integer PRIMARY KEY, content_id text NOT NULL, title text NOT NULL, summary text NOT NULL, body text NOT NULL,
      published_date date NOT NULL, restricted boolean NOT NULL,
      tsv tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('${TEXT_CONFIG}', title), 'A') || setweight(to_tsvector('${TEXT_CONFIG}', summary), 'B')
        || setweight(to_tsvector('${TEXT_CONFIG}', body), 'D')) STORED
    );
    CREATE TABLE doc_facets (doc_id integer NOT NULL, facet text NOT NULL, value text NOT NULL, PRIMARY KEY (doc_id, facet, value));
  `);
  let nextId = 1;

  return {
    name,
    async load(batch) {
      const cols = { id: [], contentId: [], title: [], summary: [], body: [], date: [], restricted: [] };
      const facets = { doc: [], facet: [], value: [] };
      for (const doc of batch) {
        const id = nextId++;
        cols.id.push(id);
        cols.contentId.push(doc.contentId);
        cols.title.push(doc.title);
        cols.summary.push(doc.summary);
        cols.body.push(doc.body);
        cols.date.push(doc.publishedDate);
        cols.restricted.push(doc.access === 'restricted');
        for (const [facet, values] of Object.entries(doc.facets)) {
          for (const value of new Set(values)) {
            facets.doc.push(id);
            facets.facet.push(facet);
            facets.value.push(value);
          }
        }
      }
      await client.query(
        `INSERT INTO docs (id, content_id, title, summary, body, published_date, restricted)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::bool[])`,
        [cols.id, cols.contentId, cols.title, cols.summary, cols.body, cols.date, cols.restricted],
      );
      await client.query('INSERT INTO doc_facets SELECT * FROM unnest($1::int[], $2::text[], $3::text[])', [facets.doc, facets.facet, facets.value]);
    },
    async finish() {
      await client.query(`
        CREATE INDEX docs_tsv_idx ON docs USING gin (tsv);
        CREATE TABLE vocab AS SELECT word, ndoc FROM ts_stat('SELECT tsv FROM docs');
        CREATE UNIQUE INDEX vocab_word_idx ON vocab (word);
        CREATE INDEX vocab_trgm_idx ON vocab USING gin (word gin_trgm_ops);
        ANALYZE;
      `);
      const { rows } = await client.query('SELECT pg_database_size(current_database()) AS bytes');
      return Number(rows[0].bytes);
    },
    async search({ query, filters, fuzzy }) {
      let terms = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      if (fuzzy) {
        // One term after another: a pg client runs one query at a time.
        const corrected = [];
        for (const term of terms) {
          if (term.length < 4 || (await client.query('SELECT 1 FROM vocab WHERE word = $1', [term])).rowCount > 0) {
            corrected.push(term);
            continue;
          }
          const best = await client.query(
            'SELECT word FROM vocab WHERE word % $1 AND levenshtein(word, $1) <= 1 ORDER BY ndoc DESC, word LIMIT 1',
            [term],
          );
          corrected.push(best.rows[0]?.word ?? term);
        }
        terms = corrected;
      }
      const params = [terms.join(' ')];
      const filterSql = (except) =>
        FACET_NAMES.filter((name) => name !== except && (filters[name]?.length ?? 0) > 0)
          .map((name) => {
            params.push(name, filters[name]);
            return `AND EXISTS (SELECT 1 FROM doc_facets x WHERE x.doc_id = h.id AND x.facet = $${params.length - 1} AND x.value = ANY($${params.length}::text[]))`;
          })
          .join(' ');
      const filtered = FACET_NAMES.filter((name) => (filters[name]?.length ?? 0) > 0);
      const main = filterSql(undefined);
      params.push(filtered);
      const unfilteredParam = params.length;
      const own = filtered.map((name) => {
        const others = filterSql(name);
        params.push(name);
        return `(SELECT json_agg(y) FROM (SELECT f.value, count(*) FROM hits h JOIN doc_facets f ON f.doc_id = h.id
                 WHERE f.facet = $${params.length} ${others} GROUP BY f.value) y)`;
      });
      const sql = `
        WITH hits AS MATERIALIZED (
          SELECT d.id, d.published_date, ts_rank(d.tsv, q) AS rank
          FROM docs d, plainto_tsquery('${TEXT_CONFIG}', $1) q WHERE d.tsv @@ q AND NOT d.restricted),
        filtered AS MATERIALIZED (SELECT h.* FROM hits h WHERE true ${main})
        SELECT (SELECT count(*) FROM filtered) AS total,
               (SELECT json_agg(p) FROM (SELECT d.content_id, d.title FROM filtered f JOIN docs d ON d.id = f.id
                                         ORDER BY f.rank DESC, f.published_date DESC LIMIT 10) p) AS page,
               (SELECT json_agg(y) FROM (SELECT f.facet, f.value, count(*) FROM filtered h JOIN doc_facets f ON f.doc_id = h.id
                                         WHERE NOT (f.facet = ANY($${unfilteredParam}::text[])) GROUP BY 1, 2) y) AS facets
               ${own.map((o, i) => `, ${o} AS own_${i}`).join('')}`;
      const { rows } = await client.query(sql, params);
      return Number(rows[0].total);
    },
    async close() {
      await client.end();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
