// Flex pages and blueprints are public reads named by an id in the URL: hostile ids through the
// gateway get BAD_USER_INPUT before any REST call, an unknown id null, and no answer, nor any hero
// picture path, carries a stack frame, a server path or an internal address.
import { describe, expect, it } from 'vitest';
import { gql } from '../support/graphql.js';
import { internalsIn, responseText } from '../support/leaks.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
const internalPorts = () => Object.entries(stack.ports).filter(([name]) => name !== 'gateway').map(([, port]) => port as number);

const HOSTILE_IDS = ["PG14' OR '1'='1", '../../flex/PG14', 'PG14%00', 'PG14\nX-Injected: 1', '${jndi:ldap://x}', 'P'.repeat(10_000), '', 'BLP1; DROP TABLE x'];
const QUERIES = {
  flexPage: 'query ($id: ID!) { flexPage(id: $id) { id title } }',
  blueprint: 'query ($id: ID!) { blueprint(id: $id) { id title } }',
};

describe('flex page and blueprint ids at the gateway', () => {
  it.each(Object.entries(QUERIES))('%s refuses hostile ids with BAD_USER_INPUT and leaks nothing', async (_field, query) => {
    for (const id of HOSTILE_IDS) {
      const { body, response } = await gql(stack.gatewayUrl, query, { id });
      expect(body.errors?.[0].extensions?.code, id.slice(0, 40)).toBe('BAD_USER_INPUT');
      expect(internalsIn(JSON.stringify(body), { publicUrl: stack.gatewayUrl, internalPorts: internalPorts() }), id.slice(0, 40)).toEqual([]);
      expect(response.headers.get('x-injected')).toBeNull();
    }
  });

  it('answers null, not an error, for ids of the right shape that name nothing', async () => {
    const flex = await gql(stack.gatewayUrl, QUERIES.flexPage, { id: 'PG999999' });
    const blueprint = await gql(stack.gatewayUrl, QUERIES.blueprint, { id: 'BLP999999' });
    expect([flex.body, blueprint.body]).toEqual([{ data: { flexPage: null } }, { data: { blueprint: null } }]);
  });

  it.each(['/images/heroes/..%2F..%2Fanalysts%2FBIO1.svg', '/images/heroes/PG14.svg%00.png', '/images/heroes/PG999.svg', '/images/heroes/%2e%2e/%2e%2e/etc/passwd'])(
    '%s is no picture and leaks nothing',
    async (path) => {
      const response = await fetch(`${stack.gatewayUrl}${path}`);
      expect([400, 404]).toContain(response.status);
      expect(internalsIn(await responseText(response), { publicUrl: stack.gatewayUrl, internalPorts: internalPorts() })).toEqual([]);
    },
  );

  it('serves the hero picture of a page that has one', async () => {
    const response = await fetch(`${stack.gatewayUrl}/images/heroes/PG14.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
