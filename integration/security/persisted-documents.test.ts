// Persisted documents (issue #14) on a portal started in production mode: the browser's operations
// are known documents, sent by hash, so a caller who is not a partner cannot have the gateway run a
// document of its own (a mapping query, a scraper's bulk query); a partner, with a verified bearer
// token, sends its own operations under the edge's cost limits and its own rate-limit budget.
// Neither makes a metric label of a name it wrote: each label value is a time series the gateway
// and the subgraphs keep for their lifetime.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/stack.mjs';
import { gql } from '../support/graphql.js';
import { partnerToken as partnerTokenOf } from '../support/partnerToken.js';
import { productionSafeEnv } from '../support/productionEnv.js';
import { useTestStack } from '../support/testStack.js';

const PARTNER_BUDGET = 50_000;
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const env: Record<string, string> = { ...productionSafeEnv(), RATE_LIMIT_PARTNER_POINTS: String(PARTNER_BUDGET), METRICS_TOKEN };
const partner = (JSON.parse(env.OIDC_PARTNER_CLIENTS) as { client_id: string; client_secret: string }[])[0];
const stack = useTestStack('persisted-documents', env);

const manifest = JSON.parse(readFileSync(`${repoRoot}/web/src/gql/persisted-documents.json`, 'utf8')) as Record<string, string>;
const FEATURE_FLAGS = Object.keys(manifest).find((hash) => manifest[hash].startsWith('query FeatureFlags '))!;
const REPORT = '{ report(id: "RES100001") { id title } }';
const REFUSED = 'Only known operations are accepted; partners authenticate to send their own';

const partnerToken = () => partnerTokenOf(stack.gatewayUrl, { id: partner.client_id, secret: partner.client_secret });

async function byHash(hash: string, headers: Record<string, string> = {}, operationName?: string) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ operationName, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  });
  return { response, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } };
}

describe('an anonymous caller, in production', () => {
  it("runs the web app's documents by their hash", async () => {
    const { body } = await byHash(FEATURE_FLAGS);
    expect(body.errors).toBeUndefined();
    expect(body.data?.featureFlags).toMatchObject({ __typename: 'FeatureFlags' });
  });

  it('gets PersistedQueryNotFound for a hash the portal does not know', async () => {
    const { body } = await byHash(`sha256:${'0'.repeat(64)}`);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.message)).toEqual(['PersistedQueryNotFound']);
  });

  it('is refused a document of its own, with a clear reason and no data', async () => {
    const { body } = await gql(stack.gatewayUrl, REPORT);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.message)).toEqual([REFUSED]);
  });
});

describe("the server's render, in production", () => {
  it("renders a page: its data comes from the app's documents, sent by hash in process", async () => {
    const response = await fetch(`${stack.gatewayUrl}/home`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<title>Home | Meridian Research</title>');
    expect(page).toMatch(/<h2[^>]*>Latest Research</);
  });
});

describe('a partner with a bearer token, in production', () => {
  it('runs a document of its own, spending its own budget', async () => {
    const { body, response } = await gql(stack.gatewayUrl, REPORT, {}, { authorization: `Bearer ${await partnerToken()}` });
    expect(body.errors).toBeUndefined();
    expect(body.data?.report).toMatchObject({ id: 'RES100001' });
    expect(response.headers.get('ratelimit-limit')).toBe(String(PARTNER_BUDGET));
    expect(Number(response.headers.get('ratelimit-remaining'))).toBeLessThan(PARTNER_BUDGET);
  });

  it("is held to the edge's cost limit all the same", async () => {
    const nested = (levels: number): string => (levels === 0 ? 'id' : `relatedResearch { ${nested(levels - 1)} }`);
    const { body } = await gql(stack.gatewayUrl, `{ report(id: "RES100001") { ${nested(4)} } }`, {}, { authorization: `Bearer ${await partnerToken()}` });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0].message).toMatch(/Operation estimated cost \d+ exceeded configured maximum/);
  });
});

describe('metric labels, in production', () => {
  const metricsOf = async (url: string) => {
    const response = await fetch(`${new URL(url).origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("are the web app's operation names: a forged operationName or a partner's own name is never one", async () => {
    const forged = `Forged${randomBytes(8).toString('hex')}`;
    const { body: refused } = await byHash(FEATURE_FLAGS, {}, forged);
    expect(refused.data ?? null).toBeNull();
    const named = `PartnerReport${randomBytes(8).toString('hex')}`;
    const { body } = await gql(stack.gatewayUrl, `query ${named} ${REPORT}`, {}, { authorization: `Bearer ${await partnerToken()}` });
    expect(body.data?.report).toMatchObject({ id: 'RES100001' });
    await byHash(FEATURE_FLAGS);

    const gateway = await metricsOf(stack.gatewayUrl);
    const content = await metricsOf(stack.subgraphUrls.content);
    for (const metrics of [gateway, content]) {
      expect(metrics).not.toContain(forged);
      expect(metrics).not.toContain(named);
    }
    expect(gateway).toMatch(/graphql_envelop_request\{operationType="query",operationName="FeatureFlags"\} [1-9]/);
    expect(gateway).toMatch(/graphql_envelop_request\{operationType="query",operationName="other"\} [1-9]/);
    expect(content).toMatch(/portal_graphql_operation_duration_seconds_count\{operation="other",outcome="ok"\} [1-9]/);
  });
});
