// Answering by id through a store's batch finder (ids → Map by id): one item or a 404, or a batch
// in the order asked.
import type { Database } from '../db/client.js';
import { notFound } from './httpError.js';

/** The item with this id, or a 404 `${what} ${id} not found`. */
export async function findOrNotFound<T>(
  find: (db: Database, ids: string[]) => Promise<ReadonlyMap<string, T>>,
  db: Database,
  id: string,
  what: string,
): Promise<T> {
  const item = (await find(db, [id])).get(id);
  if (item === undefined) throw notFound(`${what} ${id} not found`);
  return item;
}

/** The items found, in the order asked; unknown ids are left out. */
export function inAskedOrder<T>(ids: readonly string[], found: ReadonlyMap<string, T>): T[] {
  return ids.map((id) => found.get(id)).filter((item): item is T => item !== undefined);
}
