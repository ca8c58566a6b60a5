// navigation-service over real HTTP: one menu per product, functions and priorities from the corpus.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SEED, functionAreas, namedServices } from '@portal/corpus';
import { createApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { getJson } from '../../testing/http.js';
import { listen, type RunningServer } from '../../testing/server.js';
import { navigationsResponseSchema, navigationSectionsResponseSchema, type NavigationMenuItemDto, type NavigationSectionsResponseDto, type NavigationsResponseDto } from '@portal/contracts';

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

it('gives every product Who We Serve: six audiences, each a function or service page of the corpus', async () => {
  const { body } = await getJson<NavigationsResponseDto>(`${server.baseUrl}/navigation-service/api/v2/navigations`);
  expect(navigationsResponseSchema.safeParse(body).success).toBe(true);
  const functionPaths = functionAreas(DEFAULT_SEED).map((area) => `/functions/${area.slug}`);
  const servicePaths = namedServices().map((service) => service.contentURL);
  for (const navigation of body.navigations) {
    const menu = find(navigation.menuItems, 'who-we-serve')!;
    expect(menu, navigation.product).toMatchObject({ label: 'Who We Serve', isDropdown: true, chevron: true, mainHeader: 'Who we serve' });
    expect(menu.menuItems).toHaveLength(6);
    for (const audience of menu.menuItems!) {
      expect([...functionPaths, ...servicePaths]).toContain(audience.path);
      expect(audience.iconName).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(menu.menuItems!.map((a) => a.path)).toContain(servicePaths.find((p) => p.includes('customer-engagement-strategies')));
    // The sub-headers group the same six links, each once.
    const grouped = menu.subHeaderMenuItems!.flatMap((group) => group.menuItems!.map((item) => item.key));
    expect(grouped.sort()).toEqual(menu.menuItems!.map((a) => a.key).sort());
  }
});

it('fills the menu fields of spec 3 §3: heading, counters, chevrons, icons, routes, an external link', async () => {
  const { body } = await getJson<NavigationsResponseDto>(`${server.baseUrl}/navigation-service/api/v2/navigations`);
  const fd = body.navigations.find((n) => n.product === 'FD')!;
  const functions = find(fd.menuItems, 'functions')!;
  expect(functions).toMatchObject({ mainHeader: 'Research by function', isDropdown: true, chevron: true });
  expect(functions.mainDescription).toContain('12 functions');
  const area = functionAreas(DEFAULT_SEED)[0]!;
  expect(functions.menuItems![0]).toMatchObject({ counter: area.priorities.length, chevron: true, route: '/functions/:slug/*' });
  const insights = find(fd.menuItems, 'insights')!;
  expect(insights.mainHeader).toBe('Research and insights');
  expect(find(insights.menuItems, 'research')).toMatchObject({ iconName: 'Article', route: '/insights/latest-research/:tab' });
  expect(find(fd.menuItems, 'search')!.isDropdown).toBeUndefined();
  const fmi = body.navigations.find((n) => n.product === 'FMI')!;
  const external = find(find(fmi.menuItems, 'market-insights')!.menuItems, 'market-data-portal')!;
  expect(external.external).toBe(true);
  expect(external.path).toMatch(/^https:\/\//);
});

it('serves the source sections: functions with the primary ones marked, audiences, research, company', async () => {
  const res = await getJson<NavigationSectionsResponseDto>(`${server.baseUrl}/navigation-service/api/v2/sections`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  expect(navigationSectionsResponseSchema.safeParse(res.body).success).toBe(true);
  const { sections } = res.body;
  expect(sections.map((s) => [s.sectionId, s.type])).toEqual([['functions', 'functions'], ['who-we-serve', 'audiences'], ['research', 'research'], ['company', 'company']]);
  const functions = sections[0]!;
  const links = functions.linkSections.flatMap((group) => group.linkList);
  expect(links).toHaveLength(12);
  const primary = links.filter((l) => l.isPrimaryFunction).map((l) => l.href);
  expect(primary).toEqual(expect.arrayContaining(['/functions/technology-executives', '/functions/security-and-risk', '/functions/b2b-sales']));
  expect(primary).toHaveLength(5);
  expect(functions.linkSections[0]!.linkList.every((l) => l.isPrimaryFunction)).toBe(true);
  expect(sections[1]!.linkSections[0]!.linkList).toHaveLength(6);
  expect(sections[3]!.url).toMatch(/^https:\/\//);
});
