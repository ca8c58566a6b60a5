// Finding 7 of issue #7: `Query.report` was non-null, so one unknown report in a query nulled the
// whole response (`data: null`) and even the existing report came back as a masked 500. A lookup
// that can miss is nullable: the unknown one is null with its own error, the rest is intact.
// The same holds for every single-item lookup by id or slug.
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from '../support/testStack.js';
import { gql } from '../support/graphql.js';

const stack = useSharedTestStack();

describe('one missing item does not fail the response', () => {
  it('a missing and an existing report in one query: the missing one is null with its own 404, the existing one is whole', async () => {
    const { body } = await gql<any>(stack.gatewayUrl, `query {
      existing: report(id: "RES100001") { id title }
      missing: report(id: "RES999999") { id title }
    }`);
    expect(body.data?.existing).toEqual({ id: 'RES100001', title: expect.any(String) });
    expect(body.data?.missing).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ path: ['missing'], extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('every single-item lookup that misses is null with its own error, next to an existing report', async () => {
    const lookups: Record<string, string> = {
      contentItem: 'contentItem(id: "BLG999999") { id }',
      webinar: 'webinar(id: "WEB999999") { id }',
      analystProfile: 'analystProfile(id: "BIO99999") { id }',
      playbook: 'playbook(id: "PLA999999") { id }',
      survey: 'survey(id: "SUS999999") { id }',
      technology: 'technology(id: "TEC999999") { id }',
      priority: 'priority(id: "PRI99999") { id }',
      servicePage: 'servicePage(slug: "no-such-service") { id }',
      planningGuide: 'planningGuide(slug: "no-such-guide") { id }',
      prediction: 'prediction(id: "PRD999999") { id }',
    };
    const query = `query {
      existing: report(id: "RES100001") { id }
      ${Object.entries(lookups).map(([alias, field]) => `${alias}: ${field}`).join('\n')}
    }`;
    const { body } = await gql<any>(stack.gatewayUrl, query);
    expect(body.data?.existing).toEqual({ id: 'RES100001' });
    for (const alias of Object.keys(lookups)) expect({ [alias]: body.data?.[alias] }).toEqual({ [alias]: null });
    // Each miss that is an error names its own field; none is a masked 500.
    for (const error of (body.errors ?? []) as { path?: string[]; extensions?: { status?: number } }[]) {
      expect(Object.keys(lookups)).toContain(error.path?.[0]);
      expect(error.extensions?.status).toBeLessThan(500);
    }
  });
});
