import { fixtures } from '@portal/corpus';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { gql } from './support/graphql.js';
import { REPORT_PAGE_QUERY } from './support/report-page-query.js';
import { total, upstreamCallsDuring } from './support/upstream-calls.js';

const stack = useSharedTestStack();

describe('the report page through the gateway', () => {
  it('returns the data the page shows', async () => {
    const { body } = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.allChartTypesReportId });
    expect(body.errors).toBeUndefined();
    const report = body.data!.report;
    expect(report.id).toBe(fixtures.allChartTypesReportId);
    expect(report.path).toBe(`/report/${report.slug}/${report.id}`);
    expect(report.title.length).toBeGreaterThan(10);
    expect(report.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.authors.length).toBeGreaterThan(0);
    expect(report.authors[0].fullName).toMatch(/\w+ \w+/);
    expect(report.tableOfContents.length).toBe(report.sections.length);
    expect(report.tableOfContents.every((s: { parentId: string | null }) => s.parentId === null)).toBe(true);
    for (const section of report.tableOfContents) {
      for (const sub of section.subHeadings) expect(sub.parentId).toBe(section.id);
    }
    const kinds = new Set(report.figures.map((f: { graphic: { __typename: string } }) => f.graphic.__typename));
    expect(kinds.has('Chart')).toBe(true);
    expect(kinds.has('FigureImage')).toBe(true);
    const figureBlocks = report.sections.flatMap((s: { blocks: { __typename: string; figure?: { id: string } }[] }) =>
      s.blocks.filter((b) => b.__typename === 'FigureBlock').map((b) => b.figure!.id),
    );
    expect(figureBlocks).toEqual(report.figures.map((f: { id: string }) => f.id));
    expect(report.relatedResearch).toHaveLength(3);
    for (const related of report.relatedResearch) {
      expect(related.id).not.toBe(report.id);
      expect(related.title.length).toBeGreaterThan(0);
      expect(related.path).toContain(related.id);
    }
  });

  it('marks an invalid graphic and hides an inactive analyst’s link and title', async () => {
    const invalid = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.invalidChartReportId });
    expect(invalid.body.errors).toBeUndefined();
    const messages = invalid.body.data!.report.figures
      .map((f: { graphic: { message?: string } }) => f.graphic.message)
      .filter(Boolean);
    expect(messages).toEqual(['Invalid graphic data']);

    const inactive = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.inactiveAuthorReportId });
    const people = [...inactive.body.data!.report.authors, ...inactive.body.data!.report.contributors];
    const gone = people.filter((a: { active: boolean }) => !a.active);
    expect(gone.length).toBeGreaterThan(0);
    for (const analyst of gone) {
      expect(analyst.path).toBeNull();
      expect(analyst.title).toBeNull();
    }
  });

  it('costs the same number of upstream calls for 1 author as for 12', async () => {
    // Warm what every page shares (the alert banner), so both measurements see the same cache.
    await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.allChartTypesReportId });
    const oneAuthor = await upstreamCallsDuring(stack.upstreamUrl, () =>
      gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.oneAuthorReportId }),
    );
    const twelveAuthors = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const { body } = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.twelveAuthorReportId });
      expect(body.data!.report.authors).toHaveLength(12);
    });
    expect(total(oneAuthor)).toBeGreaterThan(0);
    expect(total(twelveAuthors)).toBe(total(oneAuthor));
    // One call per kind of data, never one per author.
    for (const calls of twelveAuthors.values()) expect(calls).toBe(1);
  });

  it('answers a repeated query from the cache without any upstream GET', async () => {
    await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.twelveAuthorReportId });
    const repeat = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const { body } = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.twelveAuthorReportId });
      expect(body.data!.report.id).toBe(fixtures.twelveAuthorReportId);
    });
    expect(Object.fromEntries(repeat)).toEqual({});
  });

  it('gives the spec’s errors for unknown, malformed and restricted reports', async () => {
    const unknown = await gql(stack.gatewayUrl, `query { report(id: "RES999999") { id } }`);
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const malformed = await gql(stack.gatewayUrl, `query { report(id: "RES12x") { id } }`);
    expect(malformed.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    const restricted = await gql(stack.gatewayUrl, `query { report(id: "${fixtures.restrictedReportId}") { id } }`);
    expect(restricted.body.errors?.[0].message).toBe('Research page is not accessible with the current credentials');
    expect(restricted.body.errors?.[0].extensions).toMatchObject({ status: 401, error: 'Unauthorized' });
  });

  it('gives a logged-out visitor no viewer and their own empty cart, keyed by a cookie', async () => {
    const { body, response } = await gql(stack.gatewayUrl, `query { viewer { id } cart { count } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ viewer: null, cart: { count: 0 } });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/portal_uid=[0-9a-f-]{36}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('counts a visitor’s cart items for that visitor only', async () => {
    const visitor = crypto.randomUUID();
    const added = await fetch(`${stack.upstreamUrl}/cart-service/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-unregistered-user-id': visitor },
      body: JSON.stringify({ contentId: fixtures.restrictedReportId }),
    });
    expect(added.ok).toBe(true);
    const mine = await gql(stack.gatewayUrl, `query { cart { count } }`, {}, { cookie: `portal_uid=${visitor}` });
    expect(mine.body.data).toEqual({ cart: { count: 1 } });
    const someoneElse = await gql(stack.gatewayUrl, `query { cart { count } }`, {}, { cookie: `portal_uid=${crypto.randomUUID()}` });
    expect(someoneElse.body.data).toEqual({ cart: { count: 0 } });
  });
});
