// The gateway's response cache (issue #14): a repeated public query is answered by the gateway
// without reaching the subgraphs or upstream, and a reader never gets another reader's answer.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_SEED, fixtures, reports } from '@portal/corpus';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlAs } from './support/graphql.js';
import { CORPUS_SIZE } from './support/global-setup.js';
import { CREATE, REDEEM, endCourtesyViews, onStackDatabase } from './support/researchShares.js';
import { repoRoot } from '../scripts/stack.mjs';
import { REPORT_PAGE_QUERY } from './support/report-page-query.js';
import { signIn } from './support/signIn.js';
import { useTestStack } from './support/testStack.js';
import { upstreamRequestTotal } from './support/upstream-calls.js';

const stack = useTestStack('response-cache');
// The response cache tests' readers (services/upstream demoUsers.ts): Yara subscribes, Zane does
// not; Una does not either, until Yara shares a report with her.
let yara: CookieJar;
let zane: CookieJar;
let una: CookieJar;

beforeAll(async () => {
  yara = await signIn(stack.gatewayUrl, 'yara@meridian.example');
  zane = await signIn(stack.gatewayUrl, 'zane@meridian.example');
  una = await signIn(stack.gatewayUrl, 'una@meridian.example');
});

/** A document no earlier request asked, so its first answer is cold. */
const fresh = (query: string) => `# ${randomUUID()}\n${query}`;
const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

describe('a public query asked twice', () => {
  it('is answered the second time from the gateway cache, with no upstream call', async () => {
    const query = fresh(REPORT_PAGE_QUERY);
    const variables = { id: fixtures.twelveAuthorReportId };
    const before = await upstreamRequestTotal(stack.upstreamUrl);
    const cold = await gql(stack.gatewayUrl, query, variables);
    const afterCold = await upstreamRequestTotal(stack.upstreamUrl);
    expect(cold.body.errors).toBeUndefined();
    expect(cold.response.headers.get('x-cache')).toBe('MISS');
    expect(afterCold).toBeGreaterThan(before);

    const warm = await gql(stack.gatewayUrl, query, variables);
    expect(warm.response.headers.get('x-cache')).toBe('HIT');
    expect(warm.body).toEqual(cold.body);
    expect(await upstreamRequestTotal(stack.upstreamUrl)).toBe(afterCold);
    // A hit still passes the limits and spends the caller's budget (served at execution).
    expect(Number(warm.response.headers.get('ratelimit-remaining'))).toBeLessThan(Number(cold.response.headers.get('ratelimit-remaining')));

    // Cache-Control: no-cache asks for an answer made now: the gateway's cache is passed by (the
    // subgraphs may still answer from their own REST cache, so upstream need not be asked).
    const fresher = await gql(stack.gatewayUrl, query, variables, { 'cache-control': 'no-cache' });
    expect(fresher.response.headers.get('x-cache')).toBe('MISS');
    expect(fresher.body).toEqual(cold.body);
  });

  it('is not shared by differing variables', async () => {
    const query = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    const first = await gql(stack.gatewayUrl, query, { id: fixtures.oneAuthorReportId });
    const second = await gql(stack.gatewayUrl, query, { id: fixtures.inactiveAuthorReportId });
    expect(second.response.headers.get('x-cache')).toBe('MISS');
    expect(second.body.data!.report.id).toBe(fixtures.inactiveAuthorReportId);
    expect(first.body.data!.report.id).toBe(fixtures.oneAuthorReportId);
  });
});

// The web app's own report page documents, as codegen wrote them (issue #14: the page's public data
// and the reader's own are two queries, so that the first may be cached).
const manifest = JSON.parse(readFileSync(`${repoRoot}/web/src/gql/persisted-documents.json`, 'utf8')) as Record<string, string>;
const webDocument = (operation: string) => Object.values(manifest).find((document) => document.includes(`query ${operation}(`))!;

describe("the web app's report page", () => {
  it('has its public query answered the second time from the gateway cache for an anonymous reader', async () => {
    const query = fresh(webDocument('ReportPage'));
    const variables = { id: fixtures.twelveAuthorReportId };
    const cold = await gql(stack.gatewayUrl, query, variables);
    expect(cold.body.errors).toBeUndefined();
    expect(cold.body.data!.report.id).toBe(fixtures.twelveAuthorReportId);
    expect(cold.response.headers.get('x-cache')).toBe('MISS');
    const warm = await gql(stack.gatewayUrl, query, variables);
    expect(warm.response.headers.get('x-cache')).toBe('HIT');
    expect(warm.body).toEqual(cold.body);
  });

  it("has its public query answered the second time from the gateway cache for a signed-in reader, and never to another reader", async () => {
    const query = fresh(webDocument('ReportPage'));
    // Restricted: Yara reads it by her subscription, Zane may not.
    const variables = { id: fixtures.restrictedReportId };
    const cold = await as(yara, query, variables);
    expect(cold.body.errors).toBeUndefined();
    expect(cold.body.data!.report.id).toBe(fixtures.restrictedReportId);
    expect(cold.response.headers.get('x-cache')).toBe('MISS');
    const before = await upstreamRequestTotal(stack.upstreamUrl);
    const warm = await as(yara, query, variables);
    expect(warm.response.headers.get('x-cache')).toBe('HIT');
    expect(warm.body).toEqual(cold.body);
    expect(await upstreamRequestTotal(stack.upstreamUrl)).toBe(before);
    // Kept for her session only: never stored outside the gateway.
    expect(warm.response.headers.get('cache-control')).toBe('private, no-store');

    // Zane, and a visitor, ask the same document: their own answer (a refusal), twice, never hers.
    for (const jar of [zane, zane, null, null]) {
      const theirs = await as(jar, query, variables);
      expect(theirs.response.headers.get('x-cache')).toBe('MISS');
      expect(theirs.body.data?.report ?? null).toBeNull();
      expect(theirs.body.errors?.[0]?.message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
    }
    // And a public report Yara has cached is Zane's own answer too (a miss), equal to hers.
    const open = { id: fixtures.twelveAuthorReportId };
    const yaras = await as(yara, query, open);
    expect((await as(yara, query, open)).response.headers.get('x-cache')).toBe('HIT');
    const zanes = await as(zane, query, open);
    expect(zanes.response.headers.get('x-cache')).toBe('MISS');
    expect(zanes.body).toEqual(yaras.body);
  });

  it("never caches the reader's own query (ReportPagePrivate), signed in or not", async () => {
    const query = fresh(webDocument('ReportPagePrivate'));
    const variables = { id: fixtures.twelveAuthorReportId };
    for (const jar of [null, null, yara, yara]) {
      const { body, response } = await as(jar, query, variables);
      expect(body.errors).toBeUndefined();
      expect(body.data!.report.id).toBe(fixtures.twelveAuthorReportId);
      expect(response.headers.get('x-cache')).toBe('MISS');
    }
  });
});

describe('a public GET query', () => {
  it('carries an ETag, and a revalidation with it is a 304 without a body', async () => {
    const query = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ id: fixtures.oneAuthorReportId }))}`;
    const first = await fetch(url, { headers: { accept: 'application/json' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^[0-9a-f]{64}$/);
    await first.text();

    const again = await fetch(url, { headers: { accept: 'application/json', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('readers', () => {
  const VIEWER = 'query ($id: ID!) { viewer { email } report(id: $id) { id hasAccess } }';

  it('each see their own data, asked twice, and an anonymous visitor none', async () => {
    const query = fresh(VIEWER);
    const variables = { id: fixtures.restrictedReportId };
    const answers = [];
    for (const jar of [yara, zane, null, yara, zane, null]) {
      const { body, response } = await as(jar, query, variables);
      expect(response.headers.get('x-cache')).toBe('MISS'); // a private field: never cached
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      answers.push(body);
    }
    const [yaras, zanes, anonymous] = answers;
    expect(yaras!.data!.viewer).toEqual({ email: 'yara@meridian.example' });
    expect(yaras!.data!.report).toEqual({ id: fixtures.restrictedReportId, hasAccess: true });
    expect(zanes!.data!.viewer).toEqual({ email: 'zane@meridian.example' });
    // Zane has no subscription: research-service refuses him the restricted report.
    expect(zanes!.data?.report ?? null).toBeNull();
    expect(anonymous!.data?.viewer ?? null).toBeNull();
    expect(answers.slice(3)).toEqual(answers.slice(0, 3));
  });

  it("keep a signed-in reader's cached public answer to that reader", async () => {
    const query = fresh('{ search(input: { query: "market" }) { itemsTotal } }');
    await as(yara, query);
    expect((await as(yara, query)).response.headers.get('x-cache')).toBe('HIT');
    const zanes = await as(zane, query);
    expect(zanes.response.headers.get('x-cache')).toBe('MISS');
    expect(zanes.response.headers.get('cache-control')).toBe('private, no-store');
    expect(zanes.response.headers.get('etag')).toBeNull();
    const anonymous = await as(null, query);
    expect(anonymous.response.headers.get('x-cache')).toBe('MISS');
    expect(anonymous.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(anonymous.response.headers.get('etag')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a restricted report to its subscriber only, however often it is asked', async () => {
    const query = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    const variables = { id: fixtures.restrictedReportId };
    for (let round = 0; round < 2; round++) {
      expect((await as(yara, query, variables)).body.data!.report.id).toBe(fixtures.restrictedReportId);
      expect((await as(zane, query, variables)).body.data?.report ?? null).toBeNull();
      expect((await as(null, query, variables)).body.data?.report ?? null).toBeNull();
    }
  });
});

describe('a report changed upstream', () => {
  const changed = fixtures.inactiveAuthorReportId;
  let originalTitle: string | undefined;
  afterAll(async () => {
    if (originalTitle) await onStackDatabase('UPDATE research SET title = $1 WHERE id = $2', [originalTitle, changed]);
  });

  it('shows its new title through the gateway once upstream announced the change, from neither the gateway cache nor a subgraph REST cache', async () => {
    const query = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    const cached = await gql(stack.gatewayUrl, query, { id: changed });
    originalTitle = cached.body.data!.report.title as string;
    expect((await gql(stack.gatewayUrl, query, { id: changed })).response.headers.get('x-cache')).toBe('HIT');
    // Another document reaches content-graph, whose REST cache now holds the report too (5 min TTL).
    const other = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    expect((await gql(stack.gatewayUrl, other, { id: changed })).body.data!.report.title).toBe(originalTitle);

    // Through the content triggers, as an editor's change arrives (the search sync hears the same).
    const revised = `${originalTitle} (revised)`;
    expect(await onStackDatabase('UPDATE research SET title = $1 WHERE id = $2', [revised, changed])).toBe(1);
    // The announcement travels upstream -> Redis -> gateway and subgraphs: wait for it, no fixed delay.
    await expect.poll(async () => (await gql(stack.gatewayUrl, query, { id: changed })).body.data?.report.title, { timeout: 10_000 }).toBe(revised);
    // And it stays new: what the gateway caches now is the new title.
    const again = await gql(stack.gatewayUrl, query, { id: changed });
    expect(again.body.data!.report.title).toBe(revised);
    expect((await gql(stack.gatewayUrl, fresh('query ($id: ID!) { report(id: $id) { id title } }'), { id: changed })).body.data!.report.title).toBe(revised);
  });
});

describe('a mutation', () => {
  const UNSAVE = 'mutation ($id: ID!) { unsaveItem(contentId: $id) { ... on Report { id } } }';
  afterAll(async () => {
    if (yara) await as(yara, UNSAVE, { id: fixtures.twelveAuthorReportId });
  });

  it('drops the cached answers holding the entities it returns (the plugin invalidates by typename and id)', async () => {
    const query = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    const variables = { id: fixtures.twelveAuthorReportId };
    await gql(stack.gatewayUrl, query, variables);
    expect((await gql(stack.gatewayUrl, query, variables)).response.headers.get('x-cache')).toBe('HIT');
    const saved = await as(yara, 'mutation ($id: ID!) { saveItem(contentId: $id) { ... on Report { id } } }', variables);
    expect(saved.body.errors).toBeUndefined();
    expect((await gql(stack.gatewayUrl, query, variables)).response.headers.get('x-cache')).toBe('MISS');
  });
});

// Parts of the report page depend on what the reader may read: the report itself (a refusal
// otherwise) and its related research (only what the reader may read). Cached per reader, neither
// may outlive a change of the reader's entitlements: Una gains a restricted report by a share link.
describe('a reader who gains access to a report', () => {
  const corpus = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })];
  const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));
  // search-service's first tier of related research (services/upstream related.ts): same function,
  // a shared priority, newest first. A public page whose first three, once `gained` is readable
  // too, include `gained`: the page's related research differs before and after.
  const relatedFirstTier = (page: (typeof corpus)[number], readable: (id: string) => boolean) =>
    corpus
      .filter((r) => r.id !== page.id && readable(r.id) && r.functionSlug === page.functionSlug && overlaps(r.priorityIds, page.priorityIds))
      .sort((a, b) => (a.publishedDate === b.publishedDate ? b.id.localeCompare(a.id) : b.publishedDate.localeCompare(a.publishedDate)))
      .slice(0, 3)
      .map((r) => r.id);
  const publicIds = new Set(corpus.filter((r) => r.access === 'public').map((r) => r.id));
  const pairs = corpus
    .filter((r) => r.access === 'restricted' && overlaps(r.products, ['FD', 'FMI']))
    .flatMap((gained) => corpus.filter((page) => page.access === 'public').map((page) => ({ gained, page })))
    .filter(({ gained, page }) => relatedFirstTier(page, (id) => publicIds.has(id) || id === gained.id).includes(gained.id));
  const shares: string[] = [];
  afterAll(async () => {
    for (const id of shares) await endCourtesyViews(id);
  });

  it('sees the report, and pages listing it, from the redeem on: neither a cached refusal nor a cached page', async () => {
    expect(pairs.length, 'a public report whose related research would list a restricted one').toBeGreaterThan(0);
    const { gained, page } = pairs[0]!;
    const query = fresh(webDocument('ReportPage'));
    const relatedIds = (body: { data?: Record<string, any> }) => (body.data!.report.relatedResearch as { id: string }[]).map((r) => r.id);

    // Before: the page is cached for her, without the report she may not read.
    const pageBefore = await as(una, query, { id: page.id });
    expect(pageBefore.body.errors).toBeUndefined();
    expect(relatedIds(pageBefore.body)).not.toContain(gained.id);
    expect((await as(una, query, { id: page.id })).response.headers.get('x-cache')).toBe('HIT');
    // A refusal is never cached (an answer with errors), so nothing of it can outlive the access.
    for (let round = 0; round < 2; round++) {
      const refused = await as(una, query, { id: gained.id });
      expect(refused.response.headers.get('x-cache')).toBe('MISS');
      expect(refused.body.errors?.[0]?.message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
    }

    const made = await as(yara, CREATE, { id: gained.id });
    expect(made.body.errors).toBeUndefined();
    shares.push(made.body.data!.createResearchShare.share.id);
    const redeemed = await as(una, REDEEM, { t: made.body.data!.createResearchShare.ticket, id: gained.id });
    expect(redeemed.body.errors).toBeUndefined();

    // After: the report is hers (then cached for her), and the cached page was dropped with the
    // rest of her answers: it lists the report now.
    const opened = await as(una, query, { id: gained.id });
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data!.report.id).toBe(gained.id);
    expect((await as(una, query, { id: gained.id })).response.headers.get('x-cache')).toBe('HIT');
    const pageAfter = await as(una, query, { id: page.id });
    expect(pageAfter.response.headers.get('x-cache')).toBe('MISS');
    expect(relatedIds(pageAfter.body)).toContain(gained.id);
    // Zane's answers are his own still: no courtesy view, no report.
    expect((await as(zane, query, { id: gained.id })).body.errors?.[0]?.message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
  });
});
