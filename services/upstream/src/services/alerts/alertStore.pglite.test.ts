// The embedded default: the alerts migrations and queries (the per-user advisory lock, the
// case-insensitive topic index) on PGlite too, not only on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { migratedPglite, type MigratedDatabase } from '../../testing/migratedDatabase.js';
import { FollowLimitReached, deleteAlert, followAnalysts, followTopics, listAlerts, toAlertDto } from './alertStore.js';

let database: MigratedDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await migratedPglite('alerts');
  ({ handle } = database);
  expect(handle.kind).toBe('pglite');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('follows, lists, limits and unfollows on PGlite', async () => {
  const analysts = await followAnalysts(handle.db, 'u1', ['BIO10001', 'BIO10002'], 3);
  expect(analysts.map((row) => row.analystId)).toEqual(['BIO10001', 'BIO10002']);
  await expect(followAnalysts(handle.db, 'u1', ['BIO10003', 'BIO10004'], 3)).rejects.toBeInstanceOf(FollowLimitReached);
  const topics = await followTopics(handle.db, 'u1', ['Zero Trust'], 3);
  expect((await followTopics(handle.db, 'u1', ['ZERO TRUST'], 3)).map((row) => row.id)).toEqual(topics.map((row) => row.id));

  expect((await listAlerts(handle.db, 'u1')).map(toAlertDto)).toEqual([
    { alertId: analysts[0].id, analystId: 'BIO10001' },
    { alertId: analysts[1].id, analystId: 'BIO10002' },
    { alertId: topics[0].id, searchString: 'Zero Trust' },
  ]);
  expect(await deleteAlert(handle.db, 'u2', analysts[0].id)).toBe(false);
  expect(await deleteAlert(handle.db, 'u1', analysts[0].id)).toBe(true);
  expect(await listAlerts(handle.db, 'u1')).toHaveLength(2);
});
