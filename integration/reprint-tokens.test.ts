// An issuer's reprint links through the gateway (issue #13): Kim (usr-employee-0211, REPRINTS:SALES)
// lists the links she issued, newest first with the report's title, kind, times and status, and
// withdraws one, which then opens nothing; Lou (usr-client-0212) lists none of hers and cannot
// withdraw hers (404, as an unknown id); a visitor is told to sign in. Kim and Lou: demoUsers.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, reports } from '@portal/corpus';
import { REPRINT_LINK_NOT_FOUND_MESSAGE, REPRINT_TOKEN_REVOKED_MESSAGE, SIGN_IN_TO_LIST_REPRINTS_MESSAGE } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from './support/global-setup.js';
import { gql, gqlAs } from './support/graphql.js';
import { ISSUE, REPORT, tokenOfPath, withToken } from './support/reprints.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();
const LIST = '{ reprintLinks { id contentId title path kind createdAt expiresAt revokedAt status } }';
const REVOKE = 'mutation ($id: ID!) { revokeReprintLink(id: $id) { id status revokedAt } }';
let kim: CookieJar;
let lou: CookieJar;
const [reportA, reportB] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((r) => r.access === 'restricted');

async function issue(contentId: string, kind: 'REPRINTS' | 'PREVIEW') {
  const { body } = await gqlAs(stack.gatewayUrl, kim, ISSUE, { id: contentId, kind });
  expect(body.errors).toBeUndefined();
  return { id: body.data!.issueReprintLink.id as string, token: tokenOfPath(body.data!.issueReprintLink.path) };
}

beforeAll(async () => {
  [kim, lou] = await Promise.all([signIn(stack.gatewayUrl, 'kim@meridian.example'), signIn(stack.gatewayUrl, 'lou@meridian.example')]);
});

describe("an issuer's reprint links", () => {
  it('are listed newest first to their issuer only', async () => {
    const first = await issue(reportA!.id, 'REPRINTS');
    const second = await issue(reportB!.id, 'PREVIEW');
    const { body } = await gqlAs(stack.gatewayUrl, kim, LIST);
    expect(body.errors).toBeUndefined();
    const links = body.data!.reprintLinks as { id: string }[];
    expect(links.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second.id, contentId: reportB!.id, title: reportB!.title, kind: 'PREVIEW', status: 'active', revokedAt: null }),
      expect.objectContaining({ id: first.id, contentId: reportA!.id, title: reportA!.title, kind: 'REPRINTS', status: 'active', path: expect.stringMatching(new RegExp(`/${reportA!.id}$`)) }),
    ]);
    expect(JSON.stringify(links)).not.toContain(first.token);
    expect((await gqlAs(stack.gatewayUrl, lou, LIST)).body.data!.reprintLinks).toEqual([]);
    const visitor = await gql(stack.gatewayUrl, LIST);
    expect(visitor.body.errors?.[0]).toMatchObject({ message: SIGN_IN_TO_LIST_REPRINTS_MESSAGE, extensions: { code: 'UNAUTHORIZED' } });
  });

  it('are withdrawn by their issuer only, and then open nothing', async () => {
    const { id, token } = await issue(reportA!.id, 'REPRINTS');
    const intruder = await gqlAs(stack.gatewayUrl, lou, REVOKE, { id });
    expect(intruder.body.errors?.[0]).toMatchObject({ message: REPRINT_LINK_NOT_FOUND_MESSAGE, extensions: { status: 404 } });
    expect((await gql(stack.gatewayUrl, REPORT, { id: reportA!.id }, withToken(stack.gatewayUrl, lou, { reprintsToken: token }))).body.data?.report).toMatchObject({ isReprints: true });
    const revoked = await gqlAs(stack.gatewayUrl, kim, REVOKE, { id });
    expect(revoked.body.errors).toBeUndefined();
    expect(revoked.body.data!.revokeReprintLink).toMatchObject({ id, status: 'revoked', revokedAt: expect.any(String) });
    const refused = await gql(stack.gatewayUrl, REPORT, { id: reportA!.id }, withToken(stack.gatewayUrl, lou, { reprintsToken: token }));
    expect(refused.body.errors?.[0]).toMatchObject({ message: REPRINT_TOKEN_REVOKED_MESSAGE, extensions: { status: 403 } });
  });
});
