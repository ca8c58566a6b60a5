// Attacks on reprint and preview tokens through the gateway (issue #13): a forged token, a token for
// report A sent on report B, an expired token, a reprints token sent as a preview token, a reader
// without a reprint experience (Gil) or a visitor issuing one; and the gateway passes the client's
// token headers and no other: a forged x-portal-user or any other header a client sends makes no
// one signed in, while the token headers reach research-service.
import { DEFAULT_SEED, fixtures, reports } from '@portal/corpus';
import {
  REPRINT_ISSUE_NOT_ALLOWED_MESSAGE,
  REPRINT_TOKEN_EXPIRED_MESSAGE,
  REPRINT_TOKEN_INVALID_MESSAGE,
  RESEARCH_NOT_ACCESSIBLE_MESSAGE,
  SIGN_IN_TO_ISSUE_REPRINT_MESSAGE,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gql, gqlAs } from '../support/graphql.js';
import { ISSUE, REPORT, expireReprintToken, tokenOfPath, withToken } from '../support/reprints.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
// Fox issues, Gil attacks (services/upstream demoUsers.ts).
let fox: CookieJar;
let gil: CookieJar;
const reportA = fixtures.restrictedReportId;
const reportB = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].find((r) => r.access === 'restricted' && r.id !== reportA)!.id;

async function issue(contentId: string, kind: 'REPRINTS' | 'PREVIEW' = 'REPRINTS'): Promise<{ id: string; token: string }> {
  const { body } = await gqlAs(stack.gatewayUrl, fox, ISSUE, { id: contentId, kind });
  expect(body.errors).toBeUndefined();
  return { id: body.data!.issueReprintLink.id, token: tokenOfPath(body.data!.issueReprintLink.path) };
}

const readWith = (jar: CookieJar | null, id: string, token: { reprintsToken?: string; preview_token?: string }) =>
  gql(stack.gatewayUrl, REPORT, { id }, withToken(stack.gatewayUrl, jar, token));

beforeAll(async () => {
  fox = await signIn(stack.gatewayUrl, 'fox@meridian.example');
  gil = await signIn(stack.gatewayUrl, 'gil@meridian.example');
});

describe('reprint tokens under attack', () => {
  it('refuses a forged token and a malformed one, saying only that it is not valid', async () => {
    for (const forged of ['A'.repeat(22), 'not a token!', 'x'.repeat(5000)]) {
      const { body } = await readWith(gil, reportA, { reprintsToken: forged });
      expect(body.data?.report ?? null).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: REPRINT_TOKEN_INVALID_MESSAGE, extensions: { status: 401 } });
    }
  });

  it("refuses report A's token on report B, and a reprints token sent as a preview token", async () => {
    const { token } = await issue(reportA);
    expect((await readWith(null, reportB, { reprintsToken: token })).body.errors?.[0]).toMatchObject({ message: REPRINT_TOKEN_INVALID_MESSAGE });
    expect((await readWith(null, reportA, { preview_token: token })).body.errors?.[0]).toMatchObject({ message: REPRINT_TOKEN_INVALID_MESSAGE });
  });

  it('refuses an expired token', async () => {
    const { id, token } = await issue(reportA);
    await expireReprintToken(id);
    expect((await readWith(null, reportA, { reprintsToken: token })).body.errors?.[0]).toMatchObject({ message: REPRINT_TOKEN_EXPIRED_MESSAGE, extensions: { status: 403 } });
  });

  it('lets no one without a reprint experience issue a token', async () => {
    expect((await gqlAs(stack.gatewayUrl, gil, ISSUE, { id: reportA })).body.errors?.[0]).toMatchObject({ message: REPRINT_ISSUE_NOT_ALLOWED_MESSAGE, extensions: { status: 403 } });
    expect((await gqlAs(stack.gatewayUrl, null, ISSUE, { id: reportA })).body.errors?.[0]).toMatchObject({ message: SIGN_IN_TO_ISSUE_REPRINT_MESSAGE });
  });

  it('passes the token headers and no other client header: a forged user context signs no one in', async () => {
    const forgedHeaders = { 'x-portal-user': 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InVzci1lbXBsb3llZS0wMTkxIn0.forged', 'x-unregistered-user-id': 'x', 'x-forwarded-user': 'usr-employee-0191' };
    const { body } = await gql(stack.gatewayUrl, REPORT, { id: reportA }, forgedHeaders);
    expect(body.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    const { token } = await issue(reportA);
    const read = await gql(stack.gatewayUrl, REPORT, { id: reportA }, { ...forgedHeaders, reprintsToken: token });
    expect(read.body.data!.report).toMatchObject({ id: reportA, isReprints: true });
  });
});
