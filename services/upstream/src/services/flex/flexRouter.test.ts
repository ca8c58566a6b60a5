// flex-service, the blueprint service and the hero pictures over real HTTP: fixed pages from the
// corpus, ids checked by the contracts, unknown ids a 404 that names no host and no stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprintSchema, flexPageSchema, type BlueprintCardDto, type FlexPageDto } from '@portal/contracts';
import { blueprints, flexPage } from '@portal/corpus';
import { createApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { getJson } from '../../testing/http.js';
import { listen, type RunningServer } from '../../testing/server.js';
import { parseSvg } from '../../testing/svg.js';

let server: RunningServer;

beforeAll(async () => {
  // The pages read no table: the app is built without a database.
  server = await listen(createApp({ db: {} as Database }));
});

afterAll(async () => {
  await server?.close();
});

const flex = (id: string) => getJson<FlexPageDto>(`${server.baseUrl}/flex-service/api/v1/flex/${encodeURIComponent(id)}`);

describe('GET /flex-service/api/v1/flex/{id}', () => {
  it('answers PG14, customer obsession, with its tabs, publicly cacheable', async () => {
    const res = await flex('PG14');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(flexPageSchema.parse(res.body)).toEqual(flexPage('PG14'));
    expect(res.body.slug).toBe('customer-obsession');
    expect(res.body.tabs.map((tab) => tab.id)).toEqual(['overview', 'the-journey', 'resources']);
  });

  it('answers a page without tabs with its body', async () => {
    const { status, body } = await flex('PG11');
    expect(status).toBe(200);
    expect(body.tabs).toEqual([]);
    expect(body.body[0]).toMatchObject({ type: 'section' });
  });

  it('answers 404 for an unknown page', async () => {
    const res = await flex('PG999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, error: 'Not Found', message: 'Flex page PG999 not found' });
  });

  it.each(['RES100000', 'pg14', 'PG14x', "PG1' OR '1'='1", 'x'.repeat(300)])('answers 400 for the malformed id %j, before any lookup', async (id) => {
    const res = await flex(id);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid content id/);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|127\.0\.0\.1|localhost/);
  });
});

describe('the blueprint service', () => {
  it('lists every blueprint as a card, in the functions order', async () => {
    const res = await getJson<{ items: BlueprintCardDto[] }>(`${server.baseUrl}/blueprint-service/api/v1/blueprints`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.items.map((card) => card.id)).toEqual(blueprints().map((item) => item.id));
    expect(res.body.items[0]).not.toHaveProperty('phases');
  });

  it('answers a blueprint by id with its vision and phases; 404 unknown, 400 malformed', async () => {
    const [first] = blueprints();
    const found = await getJson(`${server.baseUrl}/blueprint-service/api/v1/blueprint/${first.id}`);
    expect(found.status).toBe(200);
    expect(blueprintSchema.parse(found.body)).toEqual(first);
    expect((await getJson(`${server.baseUrl}/blueprint-service/api/v1/blueprint/BLP1`)).status).toBe(404);
    expect((await getJson(`${server.baseUrl}/blueprint-service/api/v1/blueprint/blueprintCard`)).status).toBe(400);
  });
});

describe('hero pictures', () => {
  const image = (file: string) => fetch(`${server.baseUrl}/content-service/api/v1/content/public/image/heroes/${file}`);

  it.each(['PG14.svg', 'BLP100001.svg'])('draws %s as a well-formed, script-free SVG', async (file) => {
    const res = await image(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(parseSvg(await res.text()).name).toBe('svg');
  });

  it.each(['PG999.svg', 'PG14.png', 'RES100000.svg', '..%2Fanalysts%2FBIO1.svg'])('has no picture at %s', async (file) => {
    expect((await image(file)).status).toBe(404);
  });
});
