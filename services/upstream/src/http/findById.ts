// Answering by id through a store's batch finder (ids → Map by id): one item or a 404, or a batch
// in the order asked.
import type { Request, Response } from 'express';
import type { Database } from '../db/client.js';
import { cachePublic } from './cacheControl.js';
import { notFound } from './httpError.js';

type Find<T> = (db: Database, ids: string[]) => Promise<ReadonlyMap<string, T>>;

/** The item with this id, or a 404 `${what} ${id} not found`. */
export async function findOrNotFound<T>(
  find: Find<T>,
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


/** A serveContract handler for a public item by id: cacheable, or a 404 `${what} ${id} not found`. */
export const publicById =
  <T>(find: Find<T>, db: Database, what: string) =>
  async ({ params: { id } }: { params: { id: string } }, _req: Request, res: Response): Promise<T> => {
    const item = await findOrNotFound(find, db, id, what);
    cachePublic(res);
    return item;
  };

/** A serveContract handler for a batch of public items, cacheable, in the order asked; unknown ids are left out. */
export const publicBatch =
  <T>(find: Find<T>, db: Database) =>
  async ({ query: { ids } }: { query: { ids: string[] } }, _req: Request, res: Response): Promise<{ items: T[] }> => {
    const items = inAskedOrder(ids, await find(db, ids));
    cachePublic(res);
    return { items };
  };
