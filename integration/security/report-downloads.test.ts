// Attacks on the report downloads (issue #13), sent straight to the gateway as a script would: a
// restricted report's PDF and figures are refused to a visitor and to a reader without access, and
// a forged user-context header makes no one a reader; malformed and oversized ids are refused with
// a 400; no answer shows an internal host, port or stack; upstream's file routes are not reachable
// through the gateway. Rex (usr-client-0142, no subscription) is the attacker (demoUsers.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, reports, type CorpusReport } from '@portal/corpus';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE, figureImageDownloadPath, reportPdfDownloadPath, type FigureBlockDto } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { internalsIn, responseText } from '../support/leaks.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
let rex: CookieJar;

const corpus: CorpusReport[] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })];
const imageFigureOf = (report: CorpusReport) => report.bodyJson.blocks.find((block): block is FigureBlockDto => block.type === 'figure' && block.imageUrl !== undefined);
const locked = corpus.find((r) => r.access === 'restricted' && r.products.includes('FD') && imageFigureOf(r))!;
const lockedFigure = imageFigureOf(locked)!;

const get = (path: string, headers: Record<string, string> = {}, jar: CookieJar | null = null) => {
  const url = `${stack.gatewayUrl}${path}`;
  return fetch(url, { headers: { ...headers, ...(jar ? { cookie: jar.header(url) } : {}) } });
};
const leaksOf = async (response: Response) => internalsIn(await responseText(response), { publicUrl: stack.gatewayUrl, internalPorts: Object.values(stack.ports) });

beforeAll(async () => {
  rex = await signIn(stack.gatewayUrl, 'rex@meridian.example');
});

describe("a restricted report's files", () => {
  const paths = [reportPdfDownloadPath(locked.id), figureImageDownloadPath(locked.id, lockedFigure.id)];

  it("are refused to a visitor and to a reader without access, with the no-access answer and nothing internal", async () => {
    for (const path of paths) {
      for (const jar of [null, rex]) {
        const response = await get(path, {}, jar);
        expect(response.status, path).toBe(401);
        const text = await responseText(response.clone());
        expect(text).toContain(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
        expect(text).not.toContain('%PDF');
        expect(await leaksOf(response)).toEqual([]);
      }
    }
  });

  it('are refused to a forged user context: the gateway trusts its session, not a header', async () => {
    // Signed with a secret of the attacker's: even a well-formed token for an employee is no one.
    const forged = await signUserContext({ id: 'usr-employee-0001' }, 'attacker-secret-0123456789abcdefghij');
    for (const path of paths) {
      const response = await get(path, { [USER_CONTEXT_HEADER]: forged, 'x-portal-user-id': 'usr-employee-0001' });
      expect(response.status, path).toBe(401);
    }
  });
});

describe('malformed and oversized requests', () => {
  it('are refused with a 400 naming the id, never a file or an internal detail', async () => {
    const bad = [
      `/downloads/reports/${'RES1'.padEnd(5000, '9')}/report.pdf`,
      '/downloads/reports/..%2F..%2Fetc%2Fpasswd/report.pdf',
      `/downloads/reports/${locked.id}/figures/..%2F..%2Fgetwatermark.png`,
      `/downloads/reports/${locked.id}/figures/${'x'.repeat(4000)}.png`,
    ];
    for (const path of bad) {
      const response = await get(path, {}, rex);
      expect([400, 404], path).toContain(response.status);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json|^text\/html/);
      expect(await leaksOf(response), path).toEqual([]);
    }
    const badId = await get('/downloads/reports/not-an-id/report.pdf', {}, rex);
    expect(badId.status).toBe(400);
    expect((await badId.json()).message).toBe('Invalid content id');
  });

  it("do not reach upstream's file routes through the gateway", async () => {
    for (const path of ['/getpersonalisedpdf', '/getwatermark']) {
      const response = await fetch(`${stack.gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: rex.header(`${stack.gatewayUrl}${path}`) },
        body: JSON.stringify({ url: '/research-service/api/v1/research/pdf/kafka/RES100000', contentId: 'RES100000', userData: { fullName: 'x' } }),
      });
      expect(response.headers.get('content-type') ?? '', path).not.toMatch(/application\/pdf|image\/png/);
      expect(await leaksOf(response), path).toEqual([]);
    }
    const research = await get(`/research-service/api/v1/research/pdf/kafka/${locked.id}`, {}, rex);
    expect(research.headers.get('content-type') ?? '').not.toMatch(/application\/pdf/);
  });
});
