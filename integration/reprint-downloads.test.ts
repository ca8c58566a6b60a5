// A report's downloads in reprints mode through the gateway (issue #13), over real HTTP between real
// processes: Kim (usr-employee-0211, REPRINTS:SALES) issues a reprints link for a restricted report;
// Lou (usr-client-0212, no subscription), reading it by that link, downloads its PDF (stamped for
// him) and a figure's image with the token as a header, as the page does; without the token, with
// another report's, or once it has expired, he is refused with the page's messages. A visitor with
// the token gets the PDF stamped as a licensed reprint. Kim and Lou are this file's and its security
// twin's (demoUsers.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CorpusReport } from '@portal/corpus';
import {
  REPRINT_TOKEN_EXPIRED_MESSAGE,
  REPRINT_TOKEN_INVALID_MESSAGE,
  RESEARCH_NOT_ACCESSIBLE_MESSAGE,
  figureImageDownloadPath,
  reportPdfDownloadPath,
} from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs } from './support/graphql.js';
import { ISSUE, expireReprintToken, imageFigureOf, restrictedReportsWithImages, tokenOfPath } from './support/reprints.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();
let kim: CookieJar;
let lou: CookieJar;

const [reportA, reportB] = restrictedReportsWithImages() as [CorpusReport, CorpusReport];

/** A download as the page makes it: the session cookie, and the link's token as a header. */
const download = (jar: CookieJar | null, path: string, token?: string) => {
  const url = `${stack.gatewayUrl}${path}`;
  return fetch(url, { headers: { ...(jar ? { cookie: jar.header(url) } : {}), ...(token ? { reprintsToken: token } : {}) } });
};
const pdfOf = (jar: CookieJar | null, report: CorpusReport, token?: string) => download(jar, reportPdfDownloadPath(report.id), token);
const figureOf = (jar: CookieJar | null, report: CorpusReport, token?: string) => download(jar, figureImageDownloadPath(report.id, imageFigureOf(report)!.id), token);

async function issue(contentId: string): Promise<{ id: string; token: string }> {
  const { body } = await gqlAs(stack.gatewayUrl, kim, ISSUE, { id: contentId, kind: 'REPRINTS' });
  expect(body.errors).toBeUndefined();
  return { id: body.data!.issueReprintLink.id, token: tokenOfPath(body.data!.issueReprintLink.path) };
}

async function firstPageOf(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: false })).text[0]!.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  [kim, lou] = await Promise.all([signIn(stack.gatewayUrl, 'kim@meridian.example'), signIn(stack.gatewayUrl, 'lou@meridian.example')]);
});

describe('downloads with a reprints token', () => {
  it("give a reader without a subscription the report's PDF, stamped for him, and its figure", async () => {
    const { token } = await issue(reportA.id);
    const pdf = await pdfOf(lou, reportA, token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const first = await firstPageOf(pdf);
    expect(first).toContain('Prepared for Lou Varga, Fabrikam on');
    expect(first).toContain(reportA.title);
    const figure = await figureOf(lou, reportA, token);
    expect(figure.status).toBe(200);
    expect(figure.headers.get('content-type')).toBe('image/png');
  });

  it('give a visitor the PDF stamped as a licensed reprint', async () => {
    const { token } = await issue(reportA.id);
    const pdf = await pdfOf(null, reportA, token);
    expect(pdf.status).toBe(200);
    expect(await firstPageOf(pdf)).toContain('Licensed reprint,');
  });

  it('are refused without the token, with the report’s no-access answer', async () => {
    for (const response of [await pdfOf(lou, reportA), await figureOf(lou, reportA)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    }
  });

  it("are refused with another report's token, and with an expired one", async () => {
    const ofB = await issue(reportB.id);
    for (const response of [await pdfOf(lou, reportA, ofB.token), await figureOf(lou, reportA, ofB.token)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: REPRINT_TOKEN_INVALID_MESSAGE });
    }
    const expired = await issue(reportA.id);
    await expireReprintToken(expired.id);
    for (const response of [await pdfOf(lou, reportA, expired.token), await figureOf(lou, reportA, expired.token)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: REPRINT_TOKEN_EXPIRED_MESSAGE });
    }
  });
});
