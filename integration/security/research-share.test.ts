// Attacks on research shares through the gateway (issue #13): a ticket for report A opens neither
// report B nor A by B's link; Wes (another reader without a subscription) can neither list nor
// revoke Ula's shares nor learn they exist; a visitor can redeem nothing; a reader whose only
// access is a courtesy view cannot share it further; and no answer carries a ticket's hash,
// another user's id or the service's internals.
import { DEFAULT_SEED, fixtures, reports } from '@portal/corpus';
import {
  RESEARCH_NOT_ACCESSIBLE_MESSAGE,
  SHARE_NOT_ALLOWED_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  SHARE_TICKET_INVALID_MESSAGE,
  SIGN_IN_TO_SHARE_MESSAGE,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gqlAs } from '../support/graphql.js';
import { CREATE, MY_SHARES, REDEEM, REPORT, REVOKE, endCourtesyViews } from '../support/researchShares.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
// Ula shares, Vic receives, Wes intrudes (services/upstream demoUsers.ts).
let ula: CookieJar;
let vic: CookieJar;
let wes: CookieJar;
const reportA = fixtures.restrictedReportId;
const reportB = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].find((r) => r.access === 'restricted' && r.products.includes('FD') && r.id !== reportA)!.id;
const madeShares: string[] = [];

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

async function share(contentId: string): Promise<{ ticket: string; id: string }> {
  const { body } = await as(ula, CREATE, { id: contentId });
  expect(body.errors).toBeUndefined();
  madeShares.push(body.data!.createResearchShare.share.id);
  return { ticket: body.data!.createResearchShare.ticket, id: body.data!.createResearchShare.share.id };
}

beforeAll(async () => {
  ula = await signIn(stack.gatewayUrl, 'ula@meridian.example');
  vic = await signIn(stack.gatewayUrl, 'vic@meridian.example');
  wes = await signIn(stack.gatewayUrl, 'wes@meridian.example');
});
afterAll(async () => {
  // Leave no courtesy view behind for the other files on this database.
  for (const id of madeShares) await endCourtesyViews(id);
});

describe('research share tickets', () => {
  it('open only the report they were made for', async () => {
    const { ticket } = await share(reportA);
    // B's link with A's ticket is as unknown as a forged ticket, and grants nothing.
    expect((await as(vic, REDEEM, { t: ticket, id: reportB })).body.errors?.[0]).toMatchObject({ message: SHARE_TICKET_INVALID_MESSAGE, extensions: { status: 404 } });
    expect((await as(vic, REPORT, { id: reportA })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });

    expect((await as(vic, REDEEM, { t: ticket, id: reportA })).body.errors).toBeUndefined();
    expect((await as(vic, REPORT, { id: reportA })).body.errors).toBeUndefined();
    expect((await as(vic, REPORT, { id: reportB })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE, extensions: { status: 401 } });
  });

  it("cannot be listed or revoked by another reader, who learns nothing of them", async () => {
    const { ticket, id } = await share(reportA);
    expect((await as(wes, MY_SHARES)).body.data!.viewer.researchShares).toEqual([]);
    const revoked = await as(wes, REVOKE, { id });
    expect(revoked.body.errors?.[0]).toMatchObject({ message: SHARE_NOT_FOUND_MESSAGE, extensions: { status: 404 } });
    // The same answer as for a share that does not exist.
    const unknown = await as(wes, REVOKE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors?.[0]?.message).toBe(revoked.body.errors?.[0]?.message);
    // Still Ula's and still working.
    expect((await as(vic, REDEEM, { t: ticket })).body.errors).toBeUndefined();
    expect((await as(ula, MY_SHARES)).body.data!.viewer.researchShares.find((s: { id: string }) => s.id === id)).toMatchObject({ status: 'active' });
  });

  it('cannot be redeemed, made, listed or revoked by a visitor', async () => {
    const { ticket, id } = await share(reportA);
    for (const [query, variables] of [[REDEEM, { t: ticket }], [CREATE, { id: reportA }], [REVOKE, { id }]] as const) {
      const { body } = await as(null, query, variables);
      expect(body.errors?.[0], query).toMatchObject({ message: SIGN_IN_TO_SHARE_MESSAGE, extensions: { code: 'UNAUTHORIZED' } });
    }
    // A visitor has no viewer, so no shares to list.
    expect((await as(null, MY_SHARES)).body.data).toEqual({ viewer: null });
    expect((await as(null, REPORT, { id: reportA })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('cannot be made by a reader whose only access is a courtesy view', async () => {
    const { ticket } = await share(reportA);
    expect((await as(wes, REDEEM, { t: ticket })).body.errors).toBeUndefined();
    expect((await as(wes, REPORT, { id: reportA })).body.data!.report.shareAccess).toBe(false);
    expect((await as(wes, CREATE, { id: reportA })).body.errors?.[0]).toMatchObject({ message: SHARE_NOT_ALLOWED_MESSAGE, extensions: { status: 403 } });
  });

  it('leak no hash, no other user and no internals in any answer', async () => {
    const { ticket, id } = await share(reportA);
    const answers = [
      await as(ula, CREATE, { id: reportA }),
      await as(ula, MY_SHARES),
      await as(vic, REDEEM, { t: ticket }),
      await as(wes, REVOKE, { id }),
      await as(vic, REDEEM, { t: 'A'.repeat(22) }),
    ].map((answer) => JSON.stringify(answer.body));
    for (const text of answers) {
      expect(text).not.toMatch(/[0-9a-f]{64}/); // a ticket's SHA-256
      expect(text).not.toMatch(/usr-client-015[1-3]/); // who made or redeemed a share
      expect(text).not.toMatch(/courtesy_grants|research_shares|stack|at \w+ \(|\/work\//i);
    }
    // The ticket is in the answer to its own creation only.
    expect(answers.filter((text) => text.includes(ticket))).toEqual([]);
  });
});
