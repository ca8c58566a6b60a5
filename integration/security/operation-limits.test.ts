// Operation limits at the gateway over real HTTP between real processes: a depth bomb, an alias
// bomb and a cost bomb are each refused in under a second, before any subgraph or upstream call,
// and the portal answers the next request. On a gateway without limits the depth bomb runs
// search-graph out of memory, and the alias bomb makes 300 upstream searches.
import { beforeAll, describe, expect, it } from 'vitest';
import { useSharedTestStack } from '../support/testStack.js';
import { gql } from '../support/graphql.js';
import { total, upstreamCallsDuring } from '../support/upstream-calls.js';

const stack = useSharedTestStack();

const REPORT_ID = 'RES100001';

beforeAll(async () => {
  // The gateway loads its supergraph on the first operation: time the bombs, not that.
  expect((await gql(stack.gatewayUrl, '{ __typename }')).response.status).toBe(200);
});

function nested(field: string, levels: number, leaf: string): string {
  return levels === 0 ? leaf : `${field} { ${nested(field, levels - 1, leaf)} }`;
}

/** Sends `query`, checks it was refused quickly with `message`, that nothing upstream was asked, and that the portal still answers. */
async function expectRefused(query: string, message: RegExp, code?: string) {
  let elapsed = 0;
  let body: Awaited<ReturnType<typeof gql>>['body'] | undefined;
  let status = 0;
  const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
    const started = performance.now();
    const result = await gql(stack.gatewayUrl, query);
    elapsed = performance.now() - started;
    body = result.body;
    status = result.response.status;
  });
  expect(elapsed).toBeLessThan(1000);
  expect(status).toBe(400);
  expect(body!.data ?? null).toBeNull();
  expect(body!.errors?.map((e) => e.message).join('\n')).toMatch(message);
  if (code) expect(body!.errors![0].extensions?.code).toBe(code);
  // Refused before execution: not one REST call reached upstream.
  expect(total(calls)).toBe(0);
  // No stack trace, path or internal address in the refusal.
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost|\/work\/|node_modules|\bat \w+ \(/);

  const next = await gql<{ report: { id: string } }>(stack.gatewayUrl, `{ report(id: "${REPORT_ID}") { id title } }`);
  expect(next.body.errors).toBeUndefined();
  expect(next.body.data!.report.id).toBe(REPORT_ID);
}

describe('operation limits', () => {
  it('refuses a depth bomb: relatedResearch nested 20 levels deep', async () => {
    await expectRefused(`{ report(id: "${REPORT_ID}") { ${nested('relatedResearch', 20, 'id title')} } }`, /Query depth limit of 10 exceeded, found 22/);
  });

  it('refuses an alias bomb: 300 aliases of search', async () => {
    const aliases = Array.from({ length: 300 }, (_, i) => `s${i}: search(input: { query: "cloud ${i}" }) { itemsTotal }`).join(' ');
    await expectRefused(`{ ${aliases} }`, /Aliases limit of 15 exceeded, found 300/);
  });

  it('refuses a cost bomb: lists nested within the depth limit multiply past the maximum cost', async () => {
    // Depth 6, one alias: only the cost model sees that 10 x 10 x 10 x 10 reports are asked for.
    await expectRefused(
      `{ report(id: "${REPORT_ID}") { ${nested('relatedResearch', 4, 'id title')} } }`,
      /Operation estimated cost \d+ exceeded configured maximum 2500/,
      'COST_ESTIMATED_TOO_EXPENSIVE',
    );
  });

  it('refuses a directive flood', async () => {
    const directives = Array.from({ length: 50 }, () => '@include(if: true)').join(' ');
    await expectRefused(`{ report(id: "${REPORT_ID}") { id ${directives} } }`, /Directives limit of 10 exceeded, found 50/);
  });

  it('still answers the web app\'s own queries, near the limits', async () => {
    // Depth 3 with a list: well within every limit.
    const { body } = await gql<{ report: { relatedResearch: { id: string }[] } }>(stack.gatewayUrl, `{ report(id: "${REPORT_ID}") { relatedResearch { id relatedResearch { id } } } }`);
    expect(body.errors).toBeUndefined();
    expect(Array.isArray(body.data!.report.relatedResearch)).toBe(true);
  });
});
