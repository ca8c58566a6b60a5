// The embedded default: the alerts migrations and queries (the per-user advisory lock, the
// case-insensitive topic index) on PGlite too, not only on PostgreSQL.
import { beforeAll, expect, it } from 'vitest';
import { migratedPglite } from '../../testing/migratedDatabase.js';
import { migratedForFile } from '../../testing/fileDatabase.js';
import { FollowLimitReached, deleteAlert, followAnalysts, followTopics, listAlerts, toAlertDto } from './alertStore.js';

const database = migratedForFile(() => migratedPglite('alerts'), 60_000);
beforeAll(() => {
  expect(database.handle.kind).toBe('pglite');
});

it('follows, lists, limits and unfollows on PGlite', async () => {
  const analysts = await followAnalysts(database.handle.db, 'u1', ['BIO10001', 'BIO10002'], 3);
  expect(analysts.map((row) => row.analystId)).toEqual(['BIO10001', 'BIO10002']);
  await expect(followAnalysts(database.handle.db, 'u1', ['BIO10003', 'BIO10004'], 3)).rejects.toBeInstanceOf(FollowLimitReached);
  const topics = await followTopics(database.handle.db, 'u1', ['Zero Trust'], 3);
  expect((await followTopics(database.handle.db, 'u1', ['ZERO TRUST'], 3)).map((row) => row.id)).toEqual(topics.map((row) => row.id));

  expect((await listAlerts(database.handle.db, 'u1')).map(toAlertDto)).toEqual([
    { alertId: analysts[0].id, analystId: 'BIO10001' },
    { alertId: analysts[1].id, analystId: 'BIO10002' },
    { alertId: topics[0].id, searchString: 'Zero Trust' },
  ]);
  expect(await deleteAlert(database.handle.db, 'u2', analysts[0].id)).toBe(false);
  expect(await deleteAlert(database.handle.db, 'u1', analysts[0].id)).toBe(true);
  expect(await listAlerts(database.handle.db, 'u1')).toHaveLength(2);
});
