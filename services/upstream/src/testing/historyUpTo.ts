// The one migration history as it stood when a given migration was the last: a copy of drizzle/
// whose journal stops there, for tests that recreate a database of that time.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate.js';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** drizzle-kit's journal of the one history: its migrations in order, each with its timestamp. */
export function readJournal(folder: string = migrationsFolder): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** A temporary folder holding the history up to and including the migration `lastTag`. */
export function historyUpTo(lastTag: string): { folder: string; last: Journal['entries'][number] } {
  const journal = readJournal();
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end < 0) throw new Error(`No migration ${lastTag} in ${migrationsFolder}`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'history-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return { folder, last: entries[end] };
}
