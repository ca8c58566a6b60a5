// One database handle for both back ends: PostgreSQL through node-postgres when DATABASE_URL is
// set, otherwise PGlite persisted on disk, so `npm start` needs no database server.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { repoRoot } from '../packagePaths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** What services query: the common ancestor of the node-postgres and PGlite drizzle databases. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Where the data lives: the PostgreSQL URL without password, or the PGlite directory. */
  location: string;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` until the returned function stops it. With
   * PostgreSQL a dedicated connection listens; `onLost` says when it broke (notifications sent
   * meanwhile are missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data'),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, a test dropping its database while
    // the pool closes) must not crash the process: the pool drops that client and the next query
    // opens a new one. Errors of running queries still reject those queries.
    pool.on('error', () => {});
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, schema }),
      location: url.toString(),
      async listen(channel, onPayload, onLost) {
        // Its own connection, outside the pool: a pooled one would be handed to queries.
        const listener = new pg.Client({ connectionString: options.databaseUrl });
        let stopping = false;
        listener.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        listener.on('error', (error) => {
          if (!stopping) onLost(error);
        });
        await listener.connect();
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        return async () => {
          stopping = true;
          await listener.end();
        };
      },
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir ?? path.join(repoRoot, '.data'), 'pglite');
  // PGlite creates its own folder but not the parents; a fresh clone has no .data yet.
  mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    location: dir,
    // In-process: notifications of this process's own writes, nothing to lose.
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}
