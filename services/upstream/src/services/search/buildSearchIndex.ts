// The embedded index is derived from PostgreSQL. At start-up it is reused when its file was built
// from the corpus the database holds now (same database, same seed_state) and kept current to the
// database's content version, otherwise rebuilt into a side file that takes an index file's name
// only once complete, so a crash never leaves half an index in use.
//
// One file, one process: every upstream on a database keeps its index current by itself, writing
// to it, so two processes never share a file. Each holds its file's lock while it runs (`lock`);
// a starting process reuses a current file nobody holds, or builds one under a name of its own.
// Who holds a file, and what it was built from, are read on the bare database: opening the index
// itself loads every document's columns, which a file that is then skipped or deleted never needs.
// (Several stacks of a test run share one database and DATA_DIR. When one rebuilt a file another
// was using and renamed it over that one's path, the other's rollback journal landed on the new
// file: searches failed on missing rows and writes on "database is locked".)
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { seedState } from '../../db/schema.js';
import { readContentVersion } from './sync/contentVersion.js';
import { readSearchDocuments } from './searchDocuments.js';
import { readMeta, SqliteSearchIndex } from './sqliteSearchIndex.js';

/** Bumped when the index's tables or documents change shape, so old files are rebuilt. */
export const INDEX_FORMAT = 5;
const FINGERPRINT_KEY = 'fingerprint';
/** The content version (search_sync_state) the index reflects: kept current by SearchIndexSync. */
export const CONTENT_VERSION_KEY = 'content_version';
// search-index-<corpus>-<build>.sqlite; files of the old naming (no build part) are pruned too.
const INDEX_FILE = /^search-index-([0-9a-f]{16})(?:-[0-9a-f]{8})?\.sqlite$/;
/** Index files of other corpora kept besides the current one (another stack may be using them). */
const KEEP_OTHER_FILES = 2;
/** SQLite's "database is locked": another process holds the file. */
const SQLITE_BUSY = 5;

/** The part of an index file's name that says which corpus it was built from. */
const corpusKeyOf = (fingerprint: string) => createHash('sha256').update(fingerprint).digest('hex').slice(0, 16);

export interface BuildSearchIndexOptions {
  db: Database;
  /** A folder for the index file, or 'memory' for an index that lives and dies with the process. */
  location: string | 'memory';
  logger?: Pick<Logger, 'info'>;
  /** Where the database lives (DatabaseHandle.location): part of what the index is built from. */
  databaseLocation?: string;
}

export interface BuiltSearchIndex {
  index: SqliteSearchIndex;
  rebuilt: boolean;
  documents: number;
  durationMs: number;
}

/** What the index was built from: the corpus state in the database and the index format. */
async function fingerprintOf(db: Database, databaseLocation: string): Promise<string> {
  const [state] = await db.select().from(seedState).limit(1);
  const corpus = state ? `${state.seed}:${state.size}:${state.corpusVersion}:${state.seededAt.toISOString()}` : 'unseeded';
  return `format${INDEX_FORMAT}:${databaseLocation}:${corpus}`;
}

interface IndexFile {
  file: string;
  corpusKey: string;
  mtime: number;
}

/** The index files in `location`, the most recently written first. */
function indexFilesIn(location: string): IndexFile[] {
  return readdirSync(location)
    .flatMap((name) => {
      const match = INDEX_FILE.exec(name);
      return match ? [{ file: path.join(location, name), corpusKey: match[1]!, mtime: statSync(path.join(location, name)).mtimeMs }] : [];
    })
    .sort((a, b) => b.mtime - a.mtime);
}

/**
 * `file` opened for this process alone, or null while another process holds it: SQLite's exclusive
 * locking mode keeps the lock from the first transaction until the database is closed.
 */
function lock(file: string): DatabaseSync | null {
  const database = new DatabaseSync(file);
  try {
    database.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;');
    return database;
  } catch (error) {
    database.close();
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) return null;
    throw error;
  }
}

/** A value of the index's meta table; null when there is none (or no table: not an index file). */
function metaOf(database: DatabaseSync, key: string): string | null {
  try {
    return readMeta(database, key);
  } catch {
    return null;
  }
}

/** Deletes `file` (and a journal left beside it) if no process holds it. */
function removeIfUnused(file: string): void {
  const unused = lock(file);
  if (!unused) return;
  rmSync(file, { force: true });
  rmSync(`${file}-journal`, { force: true });
  unused.close();
}

/**
 * Removes the files nobody uses that no start will reuse: the other files of this corpus (this
 * process's file is the current one), and all but the newest few of other corpora.
 */
function pruneOtherFiles(location: string, current: string, corpusKey: string): void {
  const others = indexFilesIn(location).filter(({ file }) => file !== current);
  const ofThisCorpus = others.filter((other) => other.corpusKey === corpusKey);
  const ofOtherCorpora = others.filter((other) => other.corpusKey !== corpusKey);
  for (const { file } of [...ofThisCorpus, ...ofOtherCorpora.slice(KEEP_OTHER_FILES)]) removeIfUnused(file);
}

async function fill(index: SqliteSearchIndex, db: Database): Promise<void> {
  for await (const batch of readSearchDocuments(db)) index.indexSync(batch);
  // Merge the FTS5 segments once at the end: smaller file, faster queries.
  index.db.exec("INSERT INTO docs_fts (docs_fts) VALUES ('optimize')");
  index.db.exec('ANALYZE');
}

export async function buildSearchIndex({ db, location, logger, databaseLocation = '' }: BuildSearchIndexOptions): Promise<BuiltSearchIndex> {
  const started = performance.now();
  const fingerprint = await fingerprintOf(db, databaseLocation);
  const finish = async (index: SqliteSearchIndex, rebuilt: boolean): Promise<BuiltSearchIndex> => {
    const result = { index, rebuilt, documents: await index.count(), durationMs: Math.round(performance.now() - started) };
    logger?.info({ location, rebuilt: result.rebuilt, documents: result.documents, durationMs: result.durationMs }, rebuilt ? 'built the search index' : 'reused the search index');
    return result;
  };

  if (location === 'memory') {
    const index = new SqliteSearchIndex();
    await fill(index, db);
    return finish(index, true);
  }

  mkdirSync(location, { recursive: true });
  const corpusKey = corpusKeyOf(fingerprint);
  // Read before the documents: a change committed during the build is announced after this
  // version, and the sync (listening since before the build) applies it.
  const version = String(await readContentVersion(db));
  for (const { file } of indexFilesIn(location).filter((candidate) => candidate.corpusKey === corpusKey)) {
    const existing = lock(file);
    if (!existing) continue;
    // Current unless content changed while no process kept this file current.
    if (metaOf(existing, FINGERPRINT_KEY) === fingerprint && metaOf(existing, CONTENT_VERSION_KEY) === version) {
      pruneOtherFiles(location, file, corpusKey);
      return finish(new SqliteSearchIndex({ database: existing }), false);
    }
    existing.close();
  }
  const file = path.join(location, `search-index-${corpusKey}-${randomBytes(4).toString('hex')}.sqlite`);
  const building = `${file}.building`;
  const fresh = new SqliteSearchIndex({ location: building, bulkLoad: true });
  try {
    await fill(fresh, db);
    fresh.setMeta(FINGERPRINT_KEY, fingerprint);
    fresh.setMeta(CONTENT_VERSION_KEY, version);
  } catch (error) {
    await fresh.close();
    rmSync(building, { force: true });
    throw error;
  }
  await fresh.close();
  renameSync(building, file);
  // Another process starting now may take the new file first (it is current): then this one
  // builds again, in memory.
  const built = lock(file);
  if (!built) {
    const inMemory = new SqliteSearchIndex();
    await fill(inMemory, db);
    inMemory.setMeta(CONTENT_VERSION_KEY, version);
    return finish(inMemory, true);
  }
  pruneOtherFiles(location, file, corpusKey);
  return finish(new SqliteSearchIndex({ database: built }), true);
}
