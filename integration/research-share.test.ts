// Research shares end to end through the gateway (issue #13): Ula (FD) makes a share link for one
// restricted report; Vic, signed in without a subscription, redeems it and reads that report, told
// until when; the link stops working when its courtesy view ends, when the ticket expires (both
// moved into the past in PostgreSQL, never waited for) and when Ula revokes it; a forged ticket is
// refused in the words the page shows.
import { fixtures } from '@portal/corpus';
import {
  COURTESY_VIEW_ENDED_MESSAGE,
  DEFAULT_COURTESY_VIEW_SECONDS,
  RESEARCH_NOT_ACCESSIBLE_MESSAGE,
  SHARE_TICKET_EXPIRED_MESSAGE,
  SHARE_TICKET_INVALID_MESSAGE,
  SHARE_TICKET_REVOKED_MESSAGE,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs } from './support/graphql.js';
import { CREATE, MY_SHARES, REDEEM, REPORT, REVOKE, endCourtesyViews, expireTicket } from './support/researchShares.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();
// The research-share tests' sharer and recipient (services/upstream demoUsers.ts).
let ula: CookieJar;
let vic: CookieJar;
const shared = fixtures.restrictedReportId;

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

async function newShare(): Promise<{ ticket: string; sharePath: string; id: string }> {
  const { body } = await as(ula, CREATE, { id: shared });
  expect(body.errors).toBeUndefined();
  const { ticket, sharePath, share } = body.data!.createResearchShare;
  return { ticket, sharePath, id: share.id };
}

beforeAll(async () => {
  ula = await signIn(stack.gatewayUrl, 'ula@meridian.example');
  vic = await signIn(stack.gatewayUrl, 'vic@meridian.example');
});

describe('a research share', () => {
  it('opens the report for a reader without a subscription, with the courtesy view they are told about', async () => {
    const before = await as(vic, REPORT, { id: shared });
    expect(before.body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE, extensions: { status: 401 } });

    const { ticket, sharePath, id } = await newShare();
    expect(sharePath).toBe(`/researchshare/${shared}/${ticket}`);
    const { body } = await as(vic, REDEEM, { t: ticket, id: shared });
    expect(body.errors).toBeUndefined();
    const redeemed = body.data!.redeemResearchShare;
    expect(redeemed.path).toMatch(new RegExp(`^/report/[^/]+/${shared}$`));
    expect(Date.parse(redeemed.courtesyView.expiresAt) - Date.parse(redeemed.courtesyView.grantedAt)).toBe(DEFAULT_COURTESY_VIEW_SECONDS * 1000);
    expect(redeemed.report).toMatchObject({ id: shared, title: redeemed.title, shareAccess: false, courtesyView: { expiresAt: redeemed.courtesyView.expiresAt } });

    const read = await as(vic, REPORT, { id: shared });
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.report).toMatchObject({ id: shared, hasAccess: true, shareAccess: false, courtesyView: { expiresAt: redeemed.courtesyView.expiresAt } });
    expect(read.body.data!.report.sections.length).toBeGreaterThan(0);

    // Ula reads it by her subscription: she may share it, and no courtesy view is hers.
    expect((await as(ula, REPORT, { id: shared })).body.data!.report).toMatchObject({ shareAccess: true, courtesyView: null });
    const mine = (await as(ula, MY_SHARES)).body.data!.viewer.researchShares;
    expect(mine.find((share: { id: string }) => share.id === id)).toMatchObject({ status: 'active', readers: 1, report: { id: shared } });
    await endCourtesyViews(id);
  });

  it('stops opening the report when the courtesy view ends, and a late reader cannot redeem an expired ticket', async () => {
    const { ticket, id } = await newShare();
    expect((await as(vic, REDEEM, { t: ticket })).body.errors).toBeUndefined();
    expect((await as(vic, REPORT, { id: shared })).body.errors).toBeUndefined();

    expect(await endCourtesyViews(id)).toBe(1);
    expect((await as(vic, REPORT, { id: shared })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    expect((await as(vic, REDEEM, { t: ticket })).body.errors?.[0]).toMatchObject({ message: COURTESY_VIEW_ENDED_MESSAGE, extensions: { status: 410 } });

    const fresh = await newShare();
    expect(await expireTicket(fresh.id)).toBe(1);
    expect((await as(vic, REDEEM, { t: fresh.ticket })).body.errors?.[0]).toMatchObject({ message: SHARE_TICKET_EXPIRED_MESSAGE, extensions: { code: 'GONE', status: 410 } });
    expect((await as(vic, REPORT, { id: shared })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('stops opening the report once its creator revokes it', async () => {
    const { ticket, id } = await newShare();
    expect((await as(vic, REDEEM, { t: ticket })).body.errors).toBeUndefined();
    expect((await as(vic, REPORT, { id: shared })).body.errors).toBeUndefined();

    expect((await as(ula, REVOKE, { id })).body.data!.revokeResearchShare).toEqual({ id, status: 'revoked' });
    expect((await as(vic, REPORT, { id: shared })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    expect((await as(vic, REDEEM, { t: ticket })).body.errors?.[0]).toMatchObject({ message: SHARE_TICKET_REVOKED_MESSAGE, extensions: { status: 410 } });
  });

  it('refuses a forged ticket with the message the page shows', async () => {
    for (const forged of ['A'.repeat(22), 'ticket-1']) {
      const { body } = await as(vic, REDEEM, { t: forged, id: shared });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.message).toBe(SHARE_TICKET_INVALID_MESSAGE);
    }
    expect((await as(vic, REPORT, { id: shared })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });
});
