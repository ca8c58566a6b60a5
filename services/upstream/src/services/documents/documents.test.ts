// The report downloads over real HTTP against PostgreSQL: the research PDF, the personalised PDF
// (read back: the reader's stamp on every page, the report's title), the watermarked figure
// (decoded: taller than the figure, its bands drawn) and the plain figure PNG, each refused to a
// reader without access to the report.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CorpusReport } from '@portal/corpus';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import { researchPdfPath } from '@portal/contracts';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { seedDemoUsers } from '../auth/demoUsers.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { EXPORT_WIDTH } from './figureRaster.js';
import { notAFigureMessage } from './figureUrl.js';
import { NOT_A_FONT_MESSAGE, notTheResearchPdfMessage, stampText } from './personalisedPdfRouter.js';

// Demo users of issue #13 (demoUsers.ts): Pia subscribes to FD, Rex to nothing.
const PIA = await signedAs('usr-client-0141');
const REX = await signedAs('usr-client-0142');
const PIA_STAMP = 'Prepared for Pia Lorne, Blue Yonder Airlines on';

let app: SeededApp;
let reports: CorpusReport[];
const imageFigureOf = (report: CorpusReport) => report.bodyJson.blocks.find((block) => block.type === 'figure' && block.imageUrl !== undefined);
const hasImage = (report: CorpusReport) => imageFigureOf(report) !== undefined;
/** A restricted FD report with an image figure, and a public one. */
const restricted = () => reports.find((r) => r.access === 'restricted' && r.products.includes('FD') && hasImage(r))!;
const open = () => reports.find((r) => r.access === 'public' && hasImage(r))!;

beforeAll(async () => {
  app = await startMigratedApp('documents', async (db) => {
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  reports = allReports(TEST_CORPUS);
  // Seeding hashes every demo user's password (scrypt): seconds on a busy two-core machine.
}, 60_000);

afterAll(() => app?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function pagesOf(response: Response): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: false })).text;
}

const personalised = (report: CorpusReport, extra: Record<string, unknown> = {}) => ({
  url: researchPdfPath(report.id),
  userData: { fullName: 'Somebody Else', company: 'Elsewhere' },
  contentId: report.id,
  isPdfAccessibility: true,
  ...extra,
});

describe('GET /research-service/api/v1/research/pdf/kafka/{contentId}', () => {
  it('is the report as a PDF, its title and summary in the text', async () => {
    const report = open();
    const res = await fetch(`${app.baseUrl}${researchPdfPath(report.id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${report.id}.pdf"`);
    const text = (await pagesOf(res)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(report.title);
  });

  it("answers a restricted report to a visitor with the report's no-access message", async () => {
    const res = await fetch(`${app.baseUrl}${researchPdfPath(restricted().id)}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, error: 'Unauthorized', message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });
});

describe('POST /getpersonalisedpdf', () => {
  it("stamps every page with the signed-in reader's name, company and date (the store's, not the body's), tagged", async () => {
    const report = restricted();
    const res = await post('/getpersonalisedpdf', personalised(report), PIA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.clone().arrayBuffer());
    const pages = await pagesOf(res);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(PIA_STAMP);
    expect(pages.join('\n')).not.toContain('Somebody Else');
    expect(pages[0].replace(/\s+/g, ' ')).toContain(report.title);
    // A tagged PDF: a structure tree and the marked-content flag.
    expect(bytes.includes('/StructTreeRoot')).toBe(true);
    expect(bytes.includes('/Marked true')).toBe(true);
  });

  it('is untagged unless asked', async () => {
    const res = await post('/getpersonalisedpdf', personalised(open(), { isPdfAccessibility: false }), PIA);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).includes('/StructTreeRoot')).toBe(false);
  });

  it('stamps with a font the body sends (fontBytes), and refuses bytes that are no font', async () => {
    // Debian's DejaVu (fonts-dejavu-core, which sharp's text drawing needs too), under the 512 KiB limit.
    const font = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf').toString('base64');
    const withFont = await post('/getpersonalisedpdf', personalised(open(), { fontBytes: font }), PIA);
    expect(withFont.status).toBe(200);
    expect((await pagesOf(withFont))[0]).toContain(PIA_STAMP);
    const junk = await post('/getpersonalisedpdf', personalised(open(), { fontBytes: Buffer.from('not a font at all').toString('base64') }), PIA);
    expect(junk.status).toBe(400);
    expect((await junk.json()).message).toBe(NOT_A_FONT_MESSAGE);
  });

  it("refuses a visitor and a reader without access with the report's no-access answer", async () => {
    const visitor = await post('/getpersonalisedpdf', personalised(open()));
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
    const rex = await post('/getpersonalisedpdf', personalised(restricted()), REX);
    expect(rex.status).toBe(401);
    expect(await rex.json()).toEqual({ status: 401, error: 'Unauthorized', message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('refuses a url that is not the research PDF of the content id, and a malformed body', async () => {
    const report = open();
    const elsewhere = await post('/getpersonalisedpdf', personalised(report, { url: 'http://169.254.169.254/latest/meta-data' }), PIA);
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).message).toBe(notTheResearchPdfMessage(report.id));
    const extra = await post('/getpersonalisedpdf', personalised(report, { admin: true }), PIA);
    expect(extra.status).toBe(400);
    const badId = await post('/getpersonalisedpdf', personalised(report, { contentId: '../etc/passwd' }), PIA);
    expect(badId.status).toBe(400);
  });

  it('refuses a body over its limit (413) before drawing anything', async () => {
    const res = await post('/getpersonalisedpdf', personalised(open(), { fontBytes: 'A'.repeat(900 * 1024) }), PIA);
    expect(res.status).toBe(413);
  });

  it('writes the stamp from the name, the company and the day', () => {
    expect(stampText({ firstName: 'Pia', lastName: 'Lorne', company: 'Blue Yonder Airlines' }, new Date('2026-11-27T10:00:00Z'))).toBe(
      'Prepared for Pia Lorne, Blue Yonder Airlines on November 27th, 2026',
    );
    expect(stampText({ firstName: 'Pia', lastName: 'Lorne', company: null }, new Date('2026-01-01T00:00:00Z'))).toBe('Prepared for Pia Lorne on January 1st, 2026');
  });
});

describe('POST /getwatermark', () => {
  const body = (report: CorpusReport) => {
    const figure = imageFigureOf(report)!;
    if (figure.type !== 'figure') throw new Error('not a figure');
    return { url: figure.imageUrl!, headerTitle: report.title, headerDescription: report.summary, imageLabel: figure.label, imageTitle: figure.figureTitle, isLegacyAsset: false };
  };

  it('draws the header and the caption around the figure: a PNG taller than it, the same width, its bands not blank', async () => {
    const report = restricted();
    const res = await post('/getwatermark', body(report), PIA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const marked = sharp(Buffer.from(await res.arrayBuffer()));
    const meta = await marked.metadata();
    expect(meta.width).toBe(EXPORT_WIDTH);
    const original = await fetch(`${app.baseUrl}/content-service/api/v1/content/downloadimage?contentId=${report.id}&url=${encodeURIComponent(body(report).url)}`, { headers: PIA });
    expect(original.status).toBe(200);
    const plain = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta.height).toBeGreaterThan(plain.height!);
    // The header band (above the figure) carries dark text pixels: its title was drawn.
    const header = await marked.clone().extract({ left: 0, top: 0, width: EXPORT_WIDTH, height: 40 }).greyscale().raw().toBuffer();
    expect(header.reduce((darkest, value) => Math.min(darkest, value), 255)).toBeLessThan(100);
  });

  it('accepts a legacy asset by its CMS path', async () => {
    const legacy = { ...body(open()), url: body(open()).url.replace('/images/', '/content-service/api/v1/content/public/image/'), isLegacyAsset: true };
    expect((await post('/getwatermark', legacy)).status).toBe(200);
  });

  it('refuses a reader without access, and a url that is not one of our figures', async () => {
    const rex = await post('/getwatermark', body(restricted()), REX);
    expect(rex.status).toBe(401);
    expect((await rex.json()).message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
    for (const url of ['https://evil.example/x.svg', '/images/figures/../../etc/passwd', '/images/analysts/BIO10001.svg', 'file:///etc/passwd']) {
      const res = await post('/getwatermark', { ...body(open()), url }, PIA);
      expect(res.status, url).toBe(400);
      expect((await res.json()).message).toBe(notAFigureMessage(url));
    }
  });

  it('escapes the text it draws (markup in a title is text, not SVG)', async () => {
    const res = await post('/getwatermark', { ...body(open()), headerTitle: '</text><image href="file:///etc/passwd"/><text>' }, PIA);
    expect(res.status).toBe(200);
  });
});

describe('GET /content-service/api/v1/content/downloadimage', () => {
  it("refuses another report's figure and a reader without access", async () => {
    const report = restricted();
    const figure = imageFigureOf(report)!;
    const url = figure.type === 'figure' ? figure.imageUrl! : '';
    const other = await fetch(`${app.baseUrl}/content-service/api/v1/content/downloadimage?contentId=${open().id}&url=${encodeURIComponent(url)}`, { headers: PIA });
    expect(other.status).toBe(400);
    const rex = await fetch(`${app.baseUrl}/content-service/api/v1/content/downloadimage?contentId=${report.id}&url=${encodeURIComponent(url)}&isReprints=false`, { headers: REX });
    expect(rex.status).toBe(401);
  });
});

describe('GET /content-service/api/v1/download-assets-content/{path}', () => {
  const asset = (path: string, headers: Record<string, string>) => fetch(`${app.baseUrl}/content-service/api/v1/download-assets-content/${path}`, { headers });

  it("serves the report's PDF and its figure images, as an attachment when asked", async () => {
    const report = restricted();
    const pdf = await asset(`${report.id}.pdf`, { ...PIA, contentId: report.id, isAttachment: 'true' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${report.id}.pdf"`);
    expect((await pagesOf(pdf))[0].replace(/\s+/g, ' ')).toContain(report.title);
    const figure = imageFigureOf(report)!;
    const png = await asset(`${figure.type === 'figure' ? figure.id : ''}.png`, { ...PIA, contentId: report.id });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toMatch(/^inline; /);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).format).toBe('png');
  });

  it("refuses a reader without access, another report's asset, and a missing or malformed header", async () => {
    const report = restricted();
    const rex = await asset(`${report.id}.pdf`, { ...REX, contentId: report.id });
    expect(rex.status).toBe(401);
    expect((await rex.json()).message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
    expect((await asset(`${report.id}.pdf`, { ...PIA, contentId: open().id })).status).toBe(404);
    const missing = await asset(`${report.id}.pdf`, PIA);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('The contentId header is required');
    expect((await asset(`${report.id}.pdf`, { ...PIA, contentId: '../x' })).status).toBe(400);
    expect((await asset('..%2F..%2Fetc%2Fpasswd', { ...PIA, contentId: report.id })).status).toBe(400);
  });
});
