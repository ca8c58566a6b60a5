// Reprints and preview end to end through the gateway (issue #13): Fox (employee, experience
// REPRINTS:SALES) is a reprint user and issues a reprints link for one restricted report; opened
// with its token as a header (as the page sends the URL's ?reprintsToken=), the report reads in
// reprints mode for a visitor and for Gil (signed in, no subscription); a preview link the same by
// preview_token; once the token has expired (moved into the past in PostgreSQL, never waited for)
// it is refused with the message the page shows.
import { fixtures } from '@portal/corpus';
import { REPRINT_TOKEN_EXPIRED_MESSAGE, RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gql, gqlAs } from './support/graphql.js';
import { ISSUE, REPORT, VIEWER_IS_REPRINT_USER, expireReprintToken, tokenOfPath, withToken } from './support/reprints.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();
let fox: CookieJar;
let gil: CookieJar;
const restricted = fixtures.restrictedReportId;

async function issue(kind: 'REPRINTS' | 'PREVIEW' = 'REPRINTS'): Promise<{ id: string; token: string; path: string }> {
  const { body } = await gqlAs(stack.gatewayUrl, fox, ISSUE, { id: restricted, kind });
  expect(body.errors).toBeUndefined();
  const link = body.data!.issueReprintLink;
  return { id: link.id, path: link.path, token: tokenOfPath(link.path) };
}

beforeAll(async () => {
  fox = await signIn(stack.gatewayUrl, 'fox@meridian.example');
  gil = await signIn(stack.gatewayUrl, 'gil@meridian.example');
});

describe('reprints', () => {
  it('knows a reprint user by the session', async () => {
    expect((await gqlAs(stack.gatewayUrl, fox, VIEWER_IS_REPRINT_USER)).body.data!.viewer.isReprintUser).toBe(true);
    expect((await gqlAs(stack.gatewayUrl, gil, VIEWER_IS_REPRINT_USER)).body.data!.viewer.isReprintUser).toBe(false);
  });

  it('a valid reprints token opens a restricted report in reprints mode for a visitor and for a reader without a subscription', async () => {
    expect((await gqlAs(stack.gatewayUrl, gil, REPORT, { id: restricted })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    const asFox = (await gqlAs(stack.gatewayUrl, fox, REPORT, { id: restricted })).body.data!.report;
    const { token, path } = await issue();
    expect(path).toMatch(new RegExp(`^/report/[^/]+/${restricted}\\?reprintsToken=`));
    for (const jar of [null, gil]) {
      const { body } = await gql(stack.gatewayUrl, REPORT, { id: restricted }, withToken(stack.gatewayUrl, jar, { reprintsToken: token }));
      expect(body.errors).toBeUndefined();
      expect(body.data!.report).toMatchObject({ id: restricted, hasAccess: true, isReprints: true });
      expect(body.data!.report.sections.length).toBeGreaterThan(0);
      // Its figures too, as a subscriber sees them (their data read with the same token).
      expect(body.data!.report.figures).toEqual(asFox.figures);
    }
    // The token opened it for that request only: without it Gil is refused as before.
    expect((await gqlAs(stack.gatewayUrl, gil, REPORT, { id: restricted })).body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('a preview token opens it too, sent as preview_token', async () => {
    const { token } = await issue('PREVIEW');
    const { body } = await gql(stack.gatewayUrl, REPORT, { id: restricted }, withToken(stack.gatewayUrl, null, { preview_token: token }));
    expect(body.data!.report).toMatchObject({ id: restricted, isReprints: true });
  });

  it('an expired token is refused with the message that says so', async () => {
    const { id, token } = await issue();
    expect(await expireReprintToken(id)).toBe(1);
    const { body } = await gql(stack.gatewayUrl, REPORT, { id: restricted }, withToken(stack.gatewayUrl, gil, { reprintsToken: token }));
    expect(body.data?.report ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: REPRINT_TOKEN_EXPIRED_MESSAGE, extensions: { status: 403 } });
  });
});
