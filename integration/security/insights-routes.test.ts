// The routes issue #9 adds under /insights (the generic /insights/{slug?}/{id?}, further research by
// function and its market-insights form) and the /customer-obsession token redirect, attacked
// through the gateway as a browser would: malformed ids and slugs are the 404 page (or the service
// page's BAD_USER_INPUT over GraphQL), a redirect never leaves the site, nothing internal leaks.
import { describe, expect, it } from 'vitest';
import { gql } from '../support/graphql.js';
import { internalsIn, responseText } from '../support/leaks.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
const internalPorts = () => Object.entries(stack.ports).filter(([name]) => name !== 'gateway').map(([, port]) => port as number);

function page(path: string) {
  return fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
}

async function expectNoLeak(response: Response, label: string) {
  expect(internalsIn(await responseText(response), { publicUrl: stack.gatewayUrl, internalPorts: internalPorts() }), label).toEqual([]);
  expect(response.headers.get('x-injected'), label).toBeNull();
}

const enc = encodeURIComponent;
const HOSTILE_SEGMENTS = [
  enc("RES100001' OR '1'='1"),
  enc('../../report/RES100001'),
  'RES100001%00',
  enc('RES100001\nX-Injected: 1'),
  enc('${jndi:ldap://x}'),
  enc('<script>alert(1)</script>'),
  'R'.repeat(5_000),
  `RES${'9'.repeat(400)}`,
  enc('BLP1; DROP TABLE x'),
  'res100001',
];

describe('/insights/{slug?}/{id?} with hostile segments', () => {
  it.each(HOSTILE_SEGMENTS.map((segment) => [segment.slice(0, 60), segment]))('/insights/a-title/%s is the 404 page and leaks nothing', async (_name, segment) => {
    const response = await page(`/insights/a-title/${segment}`);
    expect(response.status, segment.slice(0, 40)).toBe(404);
    await expectNoLeak(response, segment.slice(0, 40));
  });

  it.each(HOSTILE_SEGMENTS.filter((segment) => segment !== 'res100001').map((segment) => [segment.slice(0, 60), segment]))('/insights/%s is the 404 page and leaks nothing', async (_name, segment) => {
    const response = await page(`/insights/${segment}`);
    expect(response.status, segment.slice(0, 40)).toBe(404);
    await expectNoLeak(response, segment.slice(0, 40));
  });

  it('sends an id to its own page on this site only, and an unknown id of the right shape to the 404 page', async () => {
    const known = await page('/insights/anything/RES100001');
    expect(known.status).toBe(302);
    expect(known.headers.get('location')).toMatch(/^\/report\/[a-z0-9-]+\/RES100001$/);
    for (const path of ['/insights/RES999999', '/insights/a-title/FRM100001', '/insights/a-title/BIO999999']) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it('refuses a slug before an id that is not a slug, whatever the id', async () => {
    const response = await page(`/insights/${enc('//evil.example')}/RES100001`);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('further research with hostile slugs and phases', () => {
  it.each([...HOSTILE_SEGMENTS, 'a'.repeat(300), 'B2B-SALES', 'no-such-function'].map((segment) => [segment.slice(0, 60), segment]))(
    '/insights/further-research/%s is the 404 page and leaks nothing',
    async (_name, segment) => {
      const response = await page(`/insights/further-research/${segment}`);
      expect(response.status, segment.slice(0, 40)).toBe(404);
      await expectNoLeak(response, segment.slice(0, 40));
    },
  );

  it.each([
    '/insights/further-research/market-insights/no-such-market',
    `/insights/further-research/market-insights/${enc('../b2b')}`,
    '/insights/further-research/market-insights/b2b?phase=later',
    `/insights/further-research/market-insights/b2b?phase=${enc("define' OR 1=1")}`,
    `/insights/further-research/market-insights/b2b?phase=${'x'.repeat(5_000)}`,
  ].map((path) => [path.slice(0, 90), path]))('%s is the 404 page and leaks nothing', async (_name, path) => {
    const response = await page(path);
    expect(response.status, path.slice(0, 80)).toBe(404);
    await expectNoLeak(response, path.slice(0, 80));
  });

  it('the service page behind the function form refuses hostile slugs with BAD_USER_INPUT', async () => {
    for (const slug of ["b2b-sales' OR '1'='1", '../../services', 's'.repeat(10_000)]) {
      const { body } = await gql(stack.gatewayUrl, 'query ($slug: String!) { servicePage(slug: $slug) { id } }', { slug });
      expect(body.errors?.[0].extensions?.code, slug.slice(0, 40)).toBe('BAD_USER_INPUT');
      expect(internalsIn(JSON.stringify(body), { publicUrl: stack.gatewayUrl, internalPorts: internalPorts() })).toEqual([]);
    }
  });
});

describe('the /customer-obsession token redirect', () => {
  it('stays on this site whatever follows it', async () => {
    for (const [path, location] of [
      ['/customer-obsession', '/content/customer-obsession/PG14'],
      ['/customer-obsession/?next=https://evil.example', '/content/customer-obsession/PG14?next=https://evil.example'],
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    for (const path of ['/customer-obsession/x', `/customer-obsession${enc('\r\nX-Injected: 1')}`, '/%2Fevil.example/customer-obsession']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      await expectNoLeak(response, path);
    }
    // A protocol-relative path is no token: never a redirect (to the host it names or anywhere).
    const doubleSlash = await page('//customer-obsession');
    expect(doubleSlash.headers.get('location')).toBeNull();
    await expectNoLeak(doubleSlash, '//customer-obsession');
  });
});
