// Finding 6 of issue #7: introspection and field suggestions were on with no switch. One setting,
// GRAPHQL_DEV_TOOLS, governs introspection, "Did you mean ...?" suggestions and the explorer page:
// on in development (NODE_ENV unset, as under `npm start`), off with NODE_ENV=production, and on
// again in production only when GRAPHQL_DEV_TOOLS=on. The gateway answers all three by itself.
// In production without the dev tools an anonymous caller's document of its own is not run at all
// (persisted documents, issue #14: persisted-documents.test.ts): introspection and a typo get that
// refusal, which says nothing of the schema either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from '../support/gatewayProcess.js';
import { productionSafeEnv } from '../support/productionEnv.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';
// One letter off `report`: graphql-js suggests the real field.
const TYPO = '{ reprt(id: "RES100001") { id } }';

async function graphql(gateway: GatewayProcess, query: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

function explorer(gateway: GatewayProcess) {
  return fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
}

const KNOWN_DOCUMENTS_ONLY = 'Only known operations are accepted; partners authenticate to send their own';

const MODES: { name: string; env: Record<string, string>; on: boolean; knownDocumentsOnly?: boolean }[] = [
  { name: 'development (NODE_ENV unset)', env: {}, on: true },
  { name: 'NODE_ENV=production', env: productionSafeEnv(), on: false, knownDocumentsOnly: true },
  { name: 'NODE_ENV=production with GRAPHQL_DEV_TOOLS=on', env: { ...productionSafeEnv(), GRAPHQL_DEV_TOOLS: 'on' }, on: true },
  { name: 'development with GRAPHQL_DEV_TOOLS=off', env: { GRAPHQL_DEV_TOOLS: 'off' }, on: false },
];

for (const mode of MODES) {
  describe(`${mode.name}: dev tools ${mode.on ? 'on' : 'off'}`, () => {
    let gateway: GatewayProcess;
    beforeAll(async () => {
      gateway = await startGatewayProcess(mode.env);
    });
    afterAll(async () => {
      await gateway?.stop();
    });

    it(`introspection is ${mode.on ? 'answered' : 'refused'}`, async () => {
      const body = await graphql(gateway, INTROSPECTION);
      if (mode.knownDocumentsOnly) {
        expect(body).toEqual({ errors: [expect.objectContaining({ message: KNOWN_DOCUMENTS_ONLY })] });
      } else if (mode.on) {
        expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
      } else {
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0].message).toMatch(/introspection/i);
      }
    });

    it(`field suggestions are ${mode.on ? 'given' : 'withheld'}`, async () => {
      const body = await graphql(gateway, TYPO);
      const message = body.errors?.[0].message ?? '';
      if (mode.knownDocumentsOnly) expect(message).toBe(KNOWN_DOCUMENTS_ONLY);
      else expect(message).toContain('Cannot query field "reprt" on type "Query".');
      if (mode.on) expect(message).toContain('Did you mean "report"');
      else expect(message).not.toMatch(/Did you mean|"report"/);
    });

    it(`the explorer page is ${mode.on ? 'served' : 'not served'}`, async () => {
      const response = await explorer(gateway);
      const html = await response.text();
      if (mode.on) {
        expect(response.status).toBe(200);
        expect(html).toContain('Research portal GraphQL explorer');
      } else {
        expect(html).not.toContain('GraphQL explorer');
        expect(html).not.toMatch(/graphiql/i);
      }
    });
  });
}

describe('GRAPHQL_DEV_TOOLS with a value other than on or off', () => {
  it('stops the gateway with a one-line reason', async () => {
    await expect(startGatewayProcess({ GRAPHQL_DEV_TOOLS: 'yes' })).rejects.toThrow('GRAPHQL_DEV_TOOLS must be on or off, not "yes"');
  });
});
