// The embedded default: the alerts migrations and queries (the per-user advisory lock, the
// case-insensitive topic index) on PGlite too, not only on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { FollowLimitReached, deleteAlert, followAnalysts, followTopics, listAlerts, toAlertDto } from './alertStore.js';

let tempRoot: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  tempRoot = mkdtempSync(path.join(os.tmpdir(), 'alerts-pglite-'));
  handle = await openDatabase({ dataDir: tempRoot });
  expect(handle.kind).toBe('pglite');
  await migrateDatabase(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
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
