// Malformed ids are refused before any query: the app here has a database that fails the test on
// first touch, yet every request gets its 400.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { Database } from '../db/client.js';
import { getJson, postJson } from '../testing/http.js';
import { listen, type RunningServer } from '../testing/server.js';

const touches: string[] = [];
const untouchableDb = new Proxy({} as Database, {
  get(_target, property) {
    touches.push(String(property));
    throw new Error(`the database was touched (${String(property)})`);
  },
});

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createApp({ db: untouchableDb }));
});
afterAll(async () => {
  await server?.close();
});

const SQLISH = "RES1' OR '1'='1";
const cases: [string, string][] = [
  [`/research-service/api/v1/research/RES12x`, 'RES12x'],
  [`/research-service/api/v1/research/${encodeURIComponent(SQLISH)}`, SQLISH],
  [`/research-service/api/v1/research?ids=RES100001,${encodeURIComponent('RES1;DELETE FROM research')}`, 'RES1;DELETE FROM research'],
  [`/research-service/api/v1/graphics?ids=GR-abc`, 'GR-abc'],
  [`/api/v1/analyst/BIO-1`, 'BIO-1'],
  [`/api/v1/analyst?ids=BIO10001,bio10002`, 'bio10002'],
  [`/search-service/api/v1/related-research/RES12x`, 'RES12x'],
];

it.each(cases)('GET %s answers 400 without a query', async (path, id) => {
  const res = await getJson(`${server.baseUrl}${path}`);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: 400, error: 'Bad Request', message: `Invalid content id: ${id}` });
  expect(touches).toEqual([]);
});

const IMAGES = '/content-service/api/v1/content/public/image';
const badImageIds: [string, string][] = [
  [`${IMAGES}/analysts/BIO-1.svg`, 'Invalid content id: BIO-1'],
  [`${IMAGES}/analysts/RES100000.svg`, 'Invalid content id: RES100000'],
  [`${IMAGES}/analysts/${encodeURIComponent("BIO1' OR '1'='1")}.svg`, "Invalid content id: BIO1' OR '1'='1"],
  [`${IMAGES}/figures/RES12x-figure-1.svg`, 'Invalid content id: RES12x'],
  [`${IMAGES}/figures/BIO10001-figure-1.svg`, 'Invalid content id: BIO10001'],
  [`${IMAGES}/figures/RES100000-figure-0.svg`, 'Invalid figure id: RES100000-figure-0'],
  [`${IMAGES}/figures/RES100000-figure-01.svg`, 'Invalid figure id: RES100000-figure-01'],
  [`${IMAGES}/figures/RES100000.svg`, 'Invalid figure id: RES100000'],
];

it.each(badImageIds)('GET %s answers 400 without a query', async (path, message) => {
  const res = await getJson(`${server.baseUrl}${path}`);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: 400, error: 'Bad Request', message });
  expect(touches).toEqual([]);
});

// Only analysts/{BIO id}.svg and figures/{RES id}-figure-{n}.svg exist under the image path.
it.each([
  `${IMAGES}/analysts/BIO10001.jpg`,
  `${IMAGES}/analysts/BIO10001`,
  `${IMAGES}/figures/RES100000-figure-1.png`,
  `${IMAGES}/analysts/x/BIO10001.svg`,
  `${IMAGES}/logos/BIO10001.svg`,
  `${IMAGES}/`,
])('GET %s answers 404 JSON without a query', async (path) => {
  const res = await getJson(`${server.baseUrl}${path}`);
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ status: 404, error: 'Not Found' });
  expect(res.body.message).toMatch(/^No image at /);
  expect(touches).toEqual([]);
});

it('refuses a malformed cart item before any query', async () => {
  const res = await postJson(`${server.baseUrl}/cart-service/api/v1/cart/items`, { contentId: 'DROP TABLE carts' }, { 'x-unregistered-user-id': 'v1' });
  expect(res.body).toEqual({ status: 400, error: 'Bad Request', message: 'Invalid content id: DROP TABLE carts' });
  expect(touches).toEqual([]);
});

it('turns a database failure into a 500 JSON error without internals', async () => {
  const res = await getJson(`${server.baseUrl}/research-service/api/v1/research/RES100001`);
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ status: 500, error: 'Internal Server Error', message: 'Something unexpected happened' });
  expect(touches.length).toBeGreaterThan(0);
});
