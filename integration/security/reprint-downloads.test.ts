// Attacks on the report downloads' reprints token through the gateway (issue #13): report A's token
// sent for report B's PDF or figure, as a visitor and as a reader without a subscription; a forged
// token; the token put in the URL instead of its header (tokens travel as headers only, spec 1 §6);
// and a forged x-portal-user alongside a token. Each is refused and says nothing of report B.
// Kim (usr-employee-0211) issues, Lou (usr-client-0212) attacks (demoUsers.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { CorpusReport } from '@portal/corpus';
import { REPRINT_TOKEN_INVALID_MESSAGE, RESEARCH_NOT_ACCESSIBLE_MESSAGE, figureImageDownloadPath, reportPdfDownloadPath } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs } from '../support/graphql.js';
import { ISSUE, imageFigureOf, restrictedReportsWithImages, tokenOfPath } from '../support/reprints.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
let kim: CookieJar;
let lou: CookieJar;

const [reportA, reportB] = restrictedReportsWithImages() as [CorpusReport, CorpusReport];
const pathsOf = (report: CorpusReport) => [reportPdfDownloadPath(report.id), figureImageDownloadPath(report.id, imageFigureOf(report)!.id)];

async function attempt(jar: CookieJar | null, path: string, headers: Record<string, string> = {}) {
  const url = `${stack.gatewayUrl}${path}`;
  const response = await fetch(url, { headers: { ...(jar ? { cookie: jar.header(url) } : {}), ...headers } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

let tokenOfA: string;
beforeAll(async () => {
  [kim, lou] = await Promise.all([signIn(stack.gatewayUrl, 'kim@meridian.example'), signIn(stack.gatewayUrl, 'lou@meridian.example')]);
  const { body } = await gqlAs(stack.gatewayUrl, kim, ISSUE, { id: reportA.id, kind: 'REPRINTS' });
  expect(body.errors).toBeUndefined();
  tokenOfA = tokenOfPath(body.data!.issueReprintLink.path);
});

describe('report downloads with a reprints token, attacked', () => {
  it("refuse report A's token on report B's files, to a visitor and to a reader, saying nothing of B", async () => {
    for (const jar of [null, lou]) {
      for (const path of pathsOf(reportB)) {
        const refused = await attempt(jar, path, { reprintsToken: tokenOfA });
        expect(refused.status, path).toBe(401);
        expect(refused.type).toMatch(/^application\/json/);
        expect(JSON.parse(refused.text)).toMatchObject({ message: REPRINT_TOKEN_INVALID_MESSAGE });
        expect(refused.text).not.toContain(reportB.title);
      }
    }
    // The same token still opens A's: the refusal was about B.
    expect((await attempt(lou, reportPdfDownloadPath(reportA.id), { reprintsToken: tokenOfA })).status).toBe(200);
  });

  it("refuse a forged token, and a preview token header carrying a reprints token", async () => {
    for (const path of pathsOf(reportA)) {
      expect(JSON.parse((await attempt(lou, path, { reprintsToken: 'A'.repeat(22) })).text)).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
      expect(JSON.parse((await attempt(lou, path, { preview_token: tokenOfA })).text)).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
    }
  });

  it('ignore a token put in the URL: tokens travel as headers only', async () => {
    for (const path of pathsOf(reportA)) {
      const refused = await attempt(lou, `${path}?reprintsToken=${tokenOfA}&preview_token=${tokenOfA}`);
      expect(refused.status, path).toBe(401);
      expect(JSON.parse(refused.text)).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    }
  });

  it("make no one signed in by a forged x-portal-user sent with another report's token", async () => {
    const forged = await signUserContext({ id: 'usr-employee-0211', userType: 'employee' }, 'not-the-secret-0123456789abcdefghij');
    for (const path of pathsOf(reportB)) {
      const refused = await attempt(null, path, { reprintsToken: tokenOfA, [USER_CONTEXT_HEADER]: forged });
      expect(refused.status, path).toBe(401);
    }
  });
});
