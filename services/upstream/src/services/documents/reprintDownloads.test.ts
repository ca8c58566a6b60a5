// A report's files for a reader in reprints mode (issue #13), over real HTTP against PostgreSQL: with
// a live reprints or preview token for THAT report in its header, a reader without a subscription (or
// a visitor) has the personalised PDF, the watermarked figure and, with isReprints=true, the plain
// figure, as reading the report gives them; a token of another report, an expired or a withdrawn one
// is refused with the message the report page shows, and without a token nothing changes. Tokens
// are issued in the store (reprints.test.ts covers the issuing route).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CorpusReport } from '@portal/corpus';
import { REPRINT_TOKEN_EXPIRED_MESSAGE, REPRINT_TOKEN_INVALID_MESSAGE, REPRINT_TOKEN_REVOKED_MESSAGE, RESEARCH_NOT_ACCESSIBLE_MESSAGE, type ReprintTokenKind } from '@portal/domain';
import { researchPdfPath } from '@portal/contracts';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { seedDemoUsers } from '../auth/demoUsers.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { reprintTokens } from '../reprints/db/schema.js';
import { DEFAULT_REPRINT_SETTINGS } from '../reprints/reprintSettings.js';
import { issueReprintToken } from '../reprints/reprintStore.js';
import { reprintStampText } from './personalisedPdfRouter.js';

// Demo users of issue #13 (demoUsers.ts): Rex subscribes to nothing; Fox (REPRINTS:SALES) issues.
const REX = await signedAs('usr-client-0142');
const FOX_ID = 'usr-employee-0191';

let app: SeededApp;
let reports: CorpusReport[];
const imageFigureOf = (report: CorpusReport) => {
  const figure = report.bodyJson.blocks.find((block) => block.type === 'figure' && block.imageUrl !== undefined);
  return figure?.type === 'figure' ? figure : undefined;
};
const restrictedWithImages = () => reports.filter((r) => r.access === 'restricted' && imageFigureOf(r) !== undefined);

beforeAll(async () => {
  app = await startMigratedApp('reprint-downloads', async (db) => {
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  reports = allReports(TEST_CORPUS);
  expect(restrictedWithImages().length).toBeGreaterThanOrEqual(2);
}, 60_000);

afterAll(() => app?.close());

const issue = async (contentId: string, kind: ReprintTokenKind = 'reprints') => issueReprintToken(app.handle.db, FOX_ID, contentId, kind, DEFAULT_REPRINT_SETTINGS, new Date());
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const pdfOf = (report: CorpusReport, headers: Record<string, string>) =>
  post('/getpersonalisedpdf', { url: researchPdfPath(report.id), userData: { fullName: 'Somebody Else' }, contentId: report.id, isPdfAccessibility: false }, headers);
const watermarkOf = (report: CorpusReport, headers: Record<string, string>) => {
  const figure = imageFigureOf(report)!;
  return post('/getwatermark', { url: figure.imageUrl!, headerTitle: report.title, headerDescription: report.summary, imageLabel: figure.label, imageTitle: figure.figureTitle, isLegacyAsset: false }, headers);
};
const plainImageOf = (report: CorpusReport, headers: Record<string, string>, isReprints?: boolean) => {
  const url = encodeURIComponent(imageFigureOf(report)!.imageUrl!);
  return fetch(`${app.baseUrl}/content-service/api/v1/content/downloadimage?contentId=${report.id}&url=${url}${isReprints === undefined ? '' : `&isReprints=${isReprints}`}`, { headers });
};
async function firstPageOf(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: false })).text[0]!.replace(/\s+/g, ' ');
}

describe('the personalised PDF with a reprints token', () => {
  it("is the token's report for a reader without a subscription (stamped for them) and for a visitor (stamped as a reprint)", async () => {
    const [a] = restrictedWithImages() as [CorpusReport];
    expect((await pdfOf(a, REX)).status).toBe(401);
    expect((await pdfOf(a, {})).status).toBe(401);
    const { token } = await issue(a.id);
    const rex = await pdfOf(a, { ...REX, reprintstoken: token });
    expect(rex.status).toBe(200);
    expect(rex.headers.get('cache-control')).toBe('no-store');
    expect(await firstPageOf(rex)).toContain('Prepared for Rex');
    const visitor = await pdfOf(a, { reprintstoken: token });
    expect(visitor.status).toBe(200);
    expect(await firstPageOf(visitor)).toContain(reprintStampText(new Date()));
  });

  it('is a preview token only when sent as one', async () => {
    const [a] = restrictedWithImages() as [CorpusReport];
    const { token } = await issue(a.id, 'preview');
    expect((await pdfOf(a, { preview_token: token })).status).toBe(200);
    expect(await (await pdfOf(a, { reprintstoken: token })).json()).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
  });

  it("refuses another report's token, an expired and a withdrawn one, with the page's messages", async () => {
    const [a, b] = restrictedWithImages() as [CorpusReport, CorpusReport];
    const ofA = await issue(a.id);
    expect(await (await pdfOf(b, { ...REX, reprintstoken: ofA.token })).json()).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
    const past = new Date(Date.now() - 1000);
    const expired = await issue(a.id);
    await app.handle.db.update(reprintTokens).set({ expiresAt: past }).where(eq(reprintTokens.id, expired.row.id));
    expect(await (await pdfOf(a, { ...REX, reprintstoken: expired.token })).json()).toMatchObject({ status: 403, message: REPRINT_TOKEN_EXPIRED_MESSAGE });
    const withdrawn = await issue(a.id);
    await app.handle.db.update(reprintTokens).set({ revokedAt: past }).where(eq(reprintTokens.id, withdrawn.row.id));
    expect(await (await pdfOf(a, { reprintstoken: withdrawn.token })).json()).toMatchObject({ status: 403, message: REPRINT_TOKEN_REVOKED_MESSAGE });
  });
});

describe("a figure's image with a reprints token", () => {
  it("is watermarked for the token's report only", async () => {
    const [a, b] = restrictedWithImages() as [CorpusReport, CorpusReport];
    const { token } = await issue(a.id);
    expect((await watermarkOf(a, REX)).status).toBe(401);
    const marked = await watermarkOf(a, { ...REX, reprintstoken: token });
    expect(marked.status).toBe(200);
    expect(marked.headers.get('content-type')).toBe('image/png');
    expect(await (await watermarkOf(b, { ...REX, reprintstoken: token })).json()).toMatchObject({ status: 401, message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('is the plain image with isReprints=true and a live token for that report, never stored; refused otherwise', async () => {
    const [a, b] = restrictedWithImages() as [CorpusReport, CorpusReport];
    const { token } = await issue(a.id);
    const plain = await plainImageOf(a, { reprintstoken: token }, true);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    // Reprints mode without a token, or with another report's: the token's refusal.
    expect(await (await plainImageOf(a, REX, true)).json()).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
    expect(await (await plainImageOf(b, { reprintstoken: token }, true)).json()).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
    // Out of reprints mode the reader's own entitlement decides, as before.
    expect((await plainImageOf(a, REX, false)).status).toBe(401);
  });
});
