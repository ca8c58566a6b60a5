// The report page's access check (issue #13, spec 3 §6), attacked as a script would: it tells what
// another person may read, so a client and a visitor are refused, at the gateway and at upstream
// directly (a forged user context is nobody); an employee learns the answer the report endpoints'
// own entitlement rule gives for that person; malformed e-mails and ids are refused with a 400.
// Its users (services/upstream demoUsers.ts, issue #13's block): Cal (usr-employee-0171) asks;
// Dee (usr-client-0172, FD) and Eve (usr-client-0173, no subscription) are checked, and Eve is
// also the client who is refused. No other test uses them.
import { beforeAll, describe, expect, it } from 'vitest';
import { researchContracts } from '@portal/contracts';
import { DEFAULT_SEED, reports, type CorpusReport } from '@portal/corpus';
import { ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE, EMAIL_SHAPE_MESSAGE } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gql, gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
const CAL = 'usr-employee-0171';
const EVE = 'usr-client-0173';
const DEE_EMAIL = 'dee@meridian.example';
const EVE_EMAIL = 'eve@meridian.example';

const corpus: CorpusReport[] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })];
const fdOnly = corpus.find((r) => r.access === 'restricted' && r.products.length === 1 && r.products[0] === 'FD')!;
const fmiOnly = corpus.find((r) => r.access === 'restricted' && r.products.length === 1 && r.products[0] === 'FMI')!;
const open = corpus.find((r) => r.access === 'public')!;

const CHECK = 'query ($contentIds: [ID!]!, $email: String!) { reportAccessCheck(contentIds: $contentIds, email: $email) }';
let cal: CookieJar;
let eve: CookieJar;
const asked = (jar: CookieJar | null, contentIds: string[], email: string) => gqlAs<{ reportAccessCheck: boolean }>(stack.gatewayUrl, jar, CHECK, { contentIds, email });
const answerOf = async (contentIds: string[], email: string) => {
  const { body } = await asked(cal, contentIds, email);
  expect(body.errors).toBeUndefined();
  return body.data!.reportAccessCheck;
};

/** research-service's route (a POST with a JSON body), straight at upstream, as the signed user context of `userId` (or no one). */
async function upstream(body: { contentIds?: string[]; email?: string }, userId: string | null, secret = stack.userContextSecret) {
  const url = new URL(researchContracts.accessCheck.fullPath, stack.upstreamUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(userId ? { [USER_CONTEXT_HEADER]: await signUserContext({ id: userId }, secret) } : {}) };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

beforeAll(async () => {
  [cal, eve] = await Promise.all([signIn(stack.gatewayUrl, 'cal@meridian.example'), signIn(stack.gatewayUrl, EVE_EMAIL)]);
});

describe('who may ask', () => {
  it('refuses a client (403) and a visitor (401), who learn nothing of the person', async () => {
    for (const email of [DEE_EMAIL, 'nobody@meridian.example']) {
      const client = await asked(eve, [fdOnly.id], email);
      expect(client.body.data ?? null).toBeNull();
      expect(client.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', status: 403 } });
      const visitor = await asked(null, [fdOnly.id], email);
      expect(visitor.body.data ?? null).toBeNull();
      expect(visitor.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
  });

  it('refuses a forged employee user context at the gateway', async () => {
    const forged = await signUserContext({ id: CAL, userType: 'employee' }, 'not-the-secret-0123456789abcdefghij');
    const { body } = await gql(stack.gatewayUrl, CHECK, { contentIds: [fdOnly.id], email: DEE_EMAIL }, { [USER_CONTEXT_HEADER]: forged });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it('refuses a client, a visitor and a forged context at upstream too, and never lets the answer be stored', async () => {
    const query = { contentIds: [fdOnly.id], email: DEE_EMAIL };
    expect(await upstream(query, EVE)).toMatchObject({ status: 403, body: { message: ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE } });
    expect((await upstream(query, null)).status).toBe(401);
    expect((await upstream(query, CAL, 'not-the-secret-0123456789abcdefghij')).status).toBe(401);
    expect(await upstream(query, CAL)).toMatchObject({ status: 200, cacheControl: 'no-store', body: { hasAccess: true } });
  });
});

describe("an employee's answer", () => {
  it("follows the report endpoints' entitlement rule for the person checked", async () => {
    expect(await answerOf([fdOnly.id], DEE_EMAIL)).toBe(true);
    expect(await answerOf([fdOnly.id], DEE_EMAIL.toUpperCase())).toBe(true);
    expect(await answerOf([fdOnly.id], EVE_EMAIL)).toBe(false);
    expect(await answerOf([fmiOnly.id], DEE_EMAIL)).toBe(false);
    expect(await answerOf([open.id], EVE_EMAIL)).toBe(true);
  });

  it('is true only when the person may read every report asked', async () => {
    expect(await answerOf([open.id, fdOnly.id], DEE_EMAIL)).toBe(true);
    expect(await answerOf([fdOnly.id, fmiOnly.id], DEE_EMAIL)).toBe(false);
    expect(await answerOf([fdOnly.id, 'RES999999999'], DEE_EMAIL)).toBe(false);
  });

  it('is false for an e-mail no account has, even on a public report', async () => {
    expect(await answerOf([open.id], 'nobody@meridian.example')).toBe(false);
  });
});

describe('malformed input', () => {
  it('refuses malformed e-mails with a 400 and the form rule', async () => {
    for (const email of ['not-an-address', 'dee@', `${'a'.repeat(250)}@meridian.example`, "dee@meridian.example' OR 1=1"]) {
      const { body } = await asked(cal, [fdOnly.id], email);
      expect(body.data ?? null, email).toBeNull();
      expect(body.errors?.[0], email).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    }
    expect(await upstream({ contentIds: [fdOnly.id], email: 'not-an-address' }, CAL)).toMatchObject({ status: 400, body: { message: EMAIL_SHAPE_MESSAGE } });
  });

  it('refuses malformed, foreign-kind, missing and too many ids with a 400', async () => {
    for (const contentIds of [['1 OR 1=1'], ['../etc/passwd'], ['BIO100001'], [], Array.from({ length: 101 }, (_, i) => `RES${100001 + i}`)]) {
      const { body } = await asked(cal, contentIds, DEE_EMAIL);
      expect(body.data ?? null, contentIds.join(',')).toBeNull();
      expect(body.errors?.[0], contentIds.join(',')).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    }
    expect((await upstream({ contentIds: ['BIO100001'], email: DEE_EMAIL }, CAL)).status).toBe(400);
    expect((await upstream({ email: DEE_EMAIL }, CAL)).status).toBe(400);
  });
});
