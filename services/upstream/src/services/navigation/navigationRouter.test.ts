// navigation-service over real HTTP: one menu per product, functions and priorities from the corpus.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SEED, functionAreas } from '@portal/corpus';
import { createApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { getJson } from '../../testing/http.js';
import { listen, type RunningServer } from '../../testing/server.js';
import type { NavigationMenuItemDto, NavigationsResponseDto } from '@portal/contracts';

let server: RunningServer;

beforeAll(async () => {
  // The menus read no table: the app is built without a database.
  server = await listen(createApp({ db: {} as Database }));
});

afterAll(async () => {
  await server?.close();
});

const find = (items: NavigationMenuItemDto[] | undefined, key: string) => items?.find((i) => i.key === key);

it('answers every product menu, publicly cacheable', async () => {
  const res = await getJson<NavigationsResponseDto>(`${server.baseUrl}/navigation-service/api/v2/navigations`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  expect(res.body.navigations.map((n) => n.product)).toEqual(['FD', 'FMI', 'AOC', 'GUEST']);
});

it('builds the functions menu from the twelve functions and their priority paths', async () => {
  const { body } = await getJson<NavigationsResponseDto>(`${server.baseUrl}/navigation-service/api/v2/navigations`);
  const fd = body.navigations.find((n) => n.product === 'FD')!;
  const functions = find(fd.menuItems, 'functions')!;
  const areas = functionAreas(DEFAULT_SEED);
  expect(functions.menuItems).toHaveLength(12);
  expect(functions.categoryActionButton).toBe('View all functions');
  expect(functions.categoryActionPath).toBe('/functions');
  const first = functions.menuItems![0]!;
  expect(first.label).toBe(areas[0]!.name);
  expect(first.menuItems!.map((p) => p.path)).toEqual(areas[0]!.priorities.map((p) => `/functional-priority/${areas[0]!.slug}/${p.id}`));
  expect(find(find(fd.menuItems, 'insights')?.menuItems, 'research')?.path).toBe('/insights/latest-research/');
  expect(find(fd.menuItems, 'search')?.path).toBe('/allSearch');
  // Every listing of issue #3 is reachable from the menu.
  expect(find(fd.menuItems, 'insights')?.menuItems?.map((item) => item.path)).toEqual([
    '/insights/latest-research/', '/analysts', '/webinar/upcoming', '/insights/forecasts', '/insights/customer-data-and-insights',
    '/insights/technology-landscapes-and-waves', '/insights/playbooks/imperative-playbooks', '/surveys/business',
    '/insights/planning-guides', '/insights/predictions', '/peer-discussions',
  ]);
});

it('gives guests no functions menu', async () => {
  const { body } = await getJson<NavigationsResponseDto>(`${server.baseUrl}/navigation-service/api/v2/navigations`);
  const guest = body.navigations.find((n) => n.product === 'GUEST')!;
  expect(find(guest.menuItems, 'functions')).toBeUndefined();
  expect(find(find(guest.menuItems, 'insights')?.menuItems, 'webinars')?.path).toBe('/webinar/upcoming');
});
