// The embedded default: PGlite on disk in a temp dir, migrated, seeded, served, and reopened.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtures } from '@portal/corpus';
import { createApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';
import { TEST_CORPUS } from './testing/corpus.js';
import { allReports, expectedRelated, expectedResearch } from './testing/expected.js';
import { getJson, postJson } from './testing/http.js';
import { listen, type RunningServer } from './testing/server.js';

let tempRoot: string;
let dataDir: string;
let handle: DatabaseHandle;
let server: RunningServer;
const url = (p: string) => `${server.baseUrl}${p}`;

beforeAll(async () => {
  tempRoot = mkdtempSync(path.join(os.tmpdir(), 'upstream-pglite-'));
  // As on a fresh clone: the data folder and its parents do not exist yet.
  dataDir = path.join(tempRoot, 'clone', '.data');
  handle = await openDatabase({ dataDir });
  expect(handle.kind).toBe('pglite');
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db, TEST_CORPUS);
  expect(seeded).toMatchObject({ skipped: false, reports: TEST_CORPUS.size });
  server = await listen(createApp({ db: handle.db }));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await handle?.close();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});

it('serves research, batches, related research, analysts, banners and carts', async () => {
  const one = await getJson(url(`/research-service/api/v1/research/${fixtures.allChartTypesReportId}`));
  expect(one.body).toEqual(expectedResearch(TEST_CORPUS, fixtures.allChartTypesReportId));
  expect((await getJson(url(`/research-service/api/v1/research/${fixtures.restrictedReportId}`))).status).toBe(401);

  const batch = await getJson(url(`/research-service/api/v1/research?ids=${fixtures.twelveAuthorReportId},RES999999,${fixtures.oneAuthorReportId}`));
  expect(batch.body.items.map((r: { id: string }) => r.id)).toEqual([fixtures.twelveAuthorReportId, fixtures.oneAuthorReportId]);

  const figureIds = one.body.bodyJson.blocks.flatMap((b: { graphicsId?: string }) => (b.graphicsId ? [b.graphicsId] : []));
  const charts = await getJson(url(`/research-service/api/v1/graphics?ids=${figureIds.join(',')}`));
  expect(Object.keys(charts.body.items)).toEqual(figureIds);

  const related = await getJson(url(`/search-service/api/v1/related-research/${fixtures.oneAuthorReportId}?size=3`));
  expect(related.body.items.map((i: { contentId: string }) => i.contentId)).toEqual(
    expectedRelated(allReports(TEST_CORPUS), fixtures.oneAuthorReportId, 3, false),
  );

  const author = one.body.authors[0].contentId;
  expect((await getJson(url(`/api/v1/analyst/${author}`))).body.contentId).toBe(author);
  expect((await getJson(url('/content-service/api/v1/alert-banner'))).body).toHaveLength(1);

  // Restricted research is for sale to a visitor.
  const added = await postJson(url('/cart-service/api/v1/cart/items'), { contentId: fixtures.restrictedReportId }, { 'x-unregistered-user-id': 'pglite-visitor' });
  expect(added.status).toBe(201);
  expect((await getJson(url('/cart-service/api/v1/cart/count'), { 'x-unregistered-user-id': 'pglite-visitor' })).body).toEqual({ count: 1 });
});

it('keeps its data on disk: reopened, it needs no seeding', async () => {
  await server.close();
  await handle.close();
  handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  expect((await seedDatabase(handle.db, TEST_CORPUS)).skipped).toBe(true);
  server = await listen(createApp({ db: handle.db }));
  expect((await getJson(url('/cart-service/api/v1/cart/count'), { 'x-unregistered-user-id': 'pglite-visitor' })).body).toEqual({ count: 1 });
}, 30_000);
