// The shares part of account-graph over the real upstream: a subscriber creates a link, a reader
// without a subscription redeems it and the report then carries that reader's courtesy view (and
// no share access); a redeemed ticket for another report, a malformed one and a logged-out caller
// are refused with the spec's messages; courtesyView and shareAccess cost one REST call a page and
// none when logged out; a revoke is listed as revoked.
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { fixtures, reportId } from '@portal/corpus';
import { SHARE_TICKET_INVALID_MESSAGE, SHARE_TICKET_REVOKED_MESSAGE, SIGN_IN_TO_SHARE_MESSAGE } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createAccountContext } from '../context.js';
import { buildAccountSubgraph } from '../schema.js';

const CREATE = `mutation ($id: ID!) { createResearchShare(contentId: $id) { ticket sharePath courtesySeconds maxReaders share { id status title report { id } } } }`;
const REDEEM = `mutation ($t: String!, $id: ID) { redeemResearchShare(ticket: $t, contentId: $id) { title path courtesyView { expiresAt } report { id courtesyView { expiresAt } shareAccess } } }`;
const REVOKE = `mutation ($id: ID!) { revokeResearchShare(id: $id) { id status } }`;
const SHARES = '{ viewer { researchShares { id status readers } } }';
const ENTITIES = 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Report { id shareAccess courtesyView { expiresAt } } } }';

// The demo users of the research-share tests (services/upstream demoUsers.ts), on this test's own database.
const ULA = { user: { id: 'usr-client-0151' } };
const VIC = { user: { id: 'usr-client-0152' } };
const shared = fixtures.restrictedReportId;
const reports = (ids: string[]) => ids.map((id) => ({ __typename: 'Report', id }));

describe('research shares over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('account_shares_test'), { build: buildAccountSubgraph, contextFactory: createAccountContext })); }, 60_000);
  afterAll(() => stop?.());

  it('creates a link that opens the report for a reader without a subscription, with its courtesy view', async () => {
    const created = await graph.query(CREATE, { id: shared }, ULA);
    expect(created.errors).toBeUndefined();
    const { ticket, sharePath, share } = created.data!.createResearchShare;
    expect(sharePath).toBe(`/researchshare/${shared}/${ticket}`);
    expect(share).toMatchObject({ status: 'active', report: { id: shared } });

    const redeemed = await graph.query(REDEEM, { t: ticket, id: shared }, VIC);
    expect(redeemed.errors).toBeUndefined();
    const { courtesyView, report } = redeemed.data!.redeemResearchShare;
    expect(report).toEqual({ id: shared, courtesyView, shareAccess: false });

    expect((await graph.query(ENTITIES, { r: reports([shared]) }, ULA)).data!._entities).toEqual([{ id: shared, shareAccess: true, courtesyView: null }]);
    expect((await graph.query(SHARES, {}, ULA)).data!.viewer.researchShares[0]).toMatchObject({ id: share.id, status: 'active', readers: 1 });

    expect((await graph.query(REVOKE, { id: share.id }, ULA)).data!.revokeResearchShare).toEqual({ id: share.id, status: 'revoked' });
    expect((await graph.query(ENTITIES, { r: reports([shared]) }, VIC)).data!._entities).toEqual([{ id: shared, shareAccess: false, courtesyView: null }]);
    expect((await graph.query(REDEEM, { t: ticket }, VIC)).errors?.[0]).toMatchObject({ message: SHARE_TICKET_REVOKED_MESSAGE, extensions: { code: 'GONE', status: 410 } });
  });

  it('refuses a ticket for another report and a malformed one with the same message', async () => {
    const { ticket } = (await graph.query(CREATE, { id: shared }, ULA)).data!.createResearchShare;
    const other = await graph.query(REDEEM, { t: ticket, id: reportId(0) }, VIC);
    expect(other.errors?.[0]).toMatchObject({ message: SHARE_TICKET_INVALID_MESSAGE, extensions: { status: 404 } });
    const malformed = await graph.query(REDEEM, { t: 'not a ticket' }, VIC);
    expect(malformed.errors?.[0]).toMatchObject({ message: SHARE_TICKET_INVALID_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('asks the shares service once for every report on a page, and never when logged out', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => reportId(i));
    let before = await upstream.requestCount();
    const anonymous = await graph.query(ENTITIES, { r: reports(ids) });
    expect(anonymous.data!._entities).toEqual(ids.map((id) => ({ id, shareAccess: false, courtesyView: null })));
    expect(await upstream.requestCount()).toBe(before);
    before = await upstream.requestCount();
    expect((await graph.query(ENTITIES, { r: reports(ids) }, VIC)).errors).toBeUndefined();
    expect((await upstream.requestCount()) - before).toBe(1);
  });

  it('refuses every share mutation to a logged-out caller', async () => {
    for (const [query, variables] of [[CREATE, { id: shared }], [REDEEM, { t: 'A'.repeat(22) }], [REVOKE, { id: '00000000-0000-4000-8000-000000000000' }]] as const) {
      expect((await graph.query(query, variables)).errors?.[0]).toMatchObject({ message: SIGN_IN_TO_SHARE_MESSAGE, extensions: { code: 'UNAUTHORIZED' } });
    }
  });
});
