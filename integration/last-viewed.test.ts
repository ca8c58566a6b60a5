// Last viewed end to end (spec 2 §3): a signed-in reader opens a report through the gateway (the
// report page records the view with recordReportView; reading the report alone records nothing),
// then searches for it: its card says 'Viewed Month D, YYYY'. Another signed-in user, and anyone
// logged out, sees no status; a logged-out search makes no last-viewed call at all.
import { reportId as corpusReportId } from '@portal/corpus';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gql, gqlAs, sessionCookie } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { upstreamCallsDuring } from './support/upstream-calls.js';

const stack = useSharedTestStack();
let reader: CookieJar;
let other: CookieJar;

const REPORT = 'query ($id: ID!) { report(id: $id) { id title } }';
const RECORD_VIEW = 'mutation ($id: ID!) { recordReportView(id: $id) }';
const SEARCH = 'query ($input: SearchInput!) { search(input: $input) { cards { contentId lastViewed } } }';
const lastViewedCalls = (calls: Map<string, number>) =>
  [...calls].filter(([route]) => route.endsWith('/last-viewed')).reduce((sum, [, n]) => sum + n, 0);
// A public report that no other test file opens while signed in: the run's files share one
// database, so a fixture report may already carry another user's view.
const reportId = corpusReportId(150);
let title = '';

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

/** `fresh`: past the gateway's response cache, which would keep this search for the reader (a minute). */
async function cardOf(jar: CookieJar | null, { fresh = false } = {}): Promise<{ contentId: string; lastViewed: string | null }> {
  const variables = { input: { query: title, activeTab: 'reports' } };
  const { body } = fresh ? await gql(stack.gatewayUrl, SEARCH, variables, { ...sessionCookie(stack.gatewayUrl, jar), 'cache-control': 'no-cache' }) : await as(jar, SEARCH, variables);
  expect(body.errors).toBeUndefined();
  const card = body.data!.search.cards.find((c: { contentId: string }) => c.contentId === reportId);
  expect(card, `report ${reportId} on the first page for '${title}'`).toBeDefined();
  return card;
}

beforeAll(async () => {
  reader = await signIn(stack.gatewayUrl, 'guest@meridian.example');
  other = await signIn(stack.gatewayUrl, 'employee@meridian.example');
  const { body } = await as(null, REPORT, { id: reportId });
  title = body.data!.report.title;
});

const today = () => {
  const at = new Date();
  return `Viewed ${at.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
};

describe('last viewed on search cards', () => {
  it('records nothing when a signed-in reader only reads the report (the query has no side effect)', async () => {
    // Asked twice: the second answer may come from the gateway's cache, the first reached upstream.
    for (let round = 0; round < 2; round++) {
      const { body } = await as(reader, REPORT, { id: reportId });
      expect(body.errors).toBeUndefined();
      expect(body.data!.report.id).toBe(reportId);
    }
    expect((await cardOf(reader, { fresh: true })).lastViewed).toBeNull();
  });

  it('says when the signed-in reader last opened a report (recorded by the page), from one last-viewed call', async () => {
    const { body } = await as(reader, RECORD_VIEW, { id: reportId });
    expect(body).toEqual({ data: { recordReportView: true } });
    let card: { lastViewed: string | null } | undefined;
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      card = await cardOf(reader);
    });
    expect(card!.lastViewed).toBe(today());
    expect(lastViewedCalls(calls)).toBe(1);
  });

  it("shows nothing to another user who has not opened it", async () => {
    expect((await cardOf(other)).lastViewed).toBeNull();
  });

  it('shows nothing when logged out, and makes no last-viewed call', async () => {
    let card: { lastViewed: string | null } | undefined;
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      card = await cardOf(null);
    });
    expect(card!.lastViewed).toBeNull();
    expect(lastViewedCalls(calls)).toBe(0);
  });
});
