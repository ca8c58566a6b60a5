// The embedded index is derived from PostgreSQL. At start-up it is reused when its file was built
// from the corpus the database holds now (same database, same seed_state), otherwise rebuilt into
// a side file that takes the index's name only once complete, so a crash never leaves half an
// index in use. The file is named after what it was built from, so that several stacks sharing one
// DATA_DIR (test runs on their own databases) never read or replace each other's index.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { seedState } from '../../db/schema.js';
import { readContentVersion } from './sync/contentVersion.js';
import { readSearchDocuments } from './searchDocuments.js';
import { SqliteSearchIndex } from './sqliteSearchIndex.js';

/** Bumped when the index's tables or documents change shape, so old files are rebuilt. */
export const INDEX_FORMAT = 5;
const FINGERPRINT_KEY = 'fingerprint';
/** The content version (search_sync_state) the index reflects: kept current by SearchIndexSync. */
export const CONTENT_VERSION_KEY = 'content_version';
const INDEX_FILE = /^search-index-[0-9a-f]{16}\.sqlite$/;
/** Index files of other corpora kept besides the current one (another stack may be using them). */
const KEEP_OTHER_FILES = 2;

export const indexFileName = (fingerprint: string) =>
  `search-index-${createHash('sha256').update(fingerprint).digest('hex').slice(0, 16)}.sqlite`;

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

/** Removes all but the newest few index files of other corpora. */
function pruneOtherFiles(location: string, current: string): void {
  const others = readdirSync(location)
    .filter((name) => INDEX_FILE.test(name) && name !== current)
    .map((name) => ({ file: path.join(location, name), mtime: statSync(path.join(location, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  // On Linux a process still reading a removed file keeps reading it; it is freed when closed.
  for (const { file } of others.slice(KEEP_OTHER_FILES)) rmSync(file, { force: true });
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
  const name = indexFileName(fingerprint);
  const file = path.join(location, name);
  // Read before the documents: a change committed during the build is announced after this
  // version, and the sync (listening since before the build) applies it.
  const version = String(await readContentVersion(db));
  if (existsSync(file)) {
    const existing = new SqliteSearchIndex({ location: file });
    // Content changed while no process kept this file current: build again.
    if (existing.getMeta(FINGERPRINT_KEY) === fingerprint && existing.getMeta(CONTENT_VERSION_KEY) === version) return finish(existing, false);
    await existing.close();
  }
  // A name of its own: another process may be building the same index at the same moment.
  const building = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.building`;
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
  pruneOtherFiles(location, name);
  return finish(new SqliteSearchIndex({ location: file }), true);
}
