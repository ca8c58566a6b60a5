// The report page's downloads through the gateway (issue #13), over real HTTP between real
// processes: Pia's personalised PDF, read back with unpdf (her name and company on every page, the
// report's title on the first), the watermarked figure, decoded with sharp (the figure's picture
// with bands above and below, a mark across it: not the original), and both refused to Rex, who has
// no subscription, with the report's no-access answer. Pia (usr-client-0141, FD) and Rex
// (usr-client-0142, none) are this file's (demoUsers.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEFAULT_SEED, reports, type CorpusReport } from '@portal/corpus';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE, figureImageDownloadPath, reportPdfDownloadPath, type FigureBlockDto } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from './support/global-setup.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();
let pia: CookieJar;
let rex: CookieJar;

const corpus: CorpusReport[] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })];
const imageFigureOf = (report: CorpusReport) => report.bodyJson.blocks.find((block): block is FigureBlockDto => block.type === 'figure' && block.imageUrl !== undefined);
// A restricted FD report with a plain-image figure (Pia may read it, Rex may not), and a public one.
const locked = corpus.find((r) => r.access === 'restricted' && r.products.includes('FD') && imageFigureOf(r))!;
const open = corpus.find((r) => r.access === 'public' && imageFigureOf(r))!;
const PIA_STAMP = 'Prepared for Pia Lorne, Blue Yonder Airlines on';

const download = (jar: CookieJar | null, path: string) => {
  const url = `${stack.gatewayUrl}${path}`;
  return fetch(url, { headers: jar ? { cookie: jar.header(url) } : {} });
};

async function pagesOf(response: Response): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: false })).text;
}

beforeAll(async () => {
  [pia, rex] = await Promise.all([signIn(stack.gatewayUrl, 'pia@meridian.example'), signIn(stack.gatewayUrl, 'rex@meridian.example')]);
});

describe('the personalised PDF', () => {
  it("carries the reader's name and company on every page and the report's title", async () => {
    const response = await download(pia, reportPdfDownloadPath(locked.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${locked.id}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pages = await pagesOf(response);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page, `page ${index + 1}`).toContain(PIA_STAMP));
    expect(pages[0].replace(/\s+/g, ' ')).toContain(locked.title);
  });

  it('is tagged for accessibility unless asked otherwise', async () => {
    const tagged = Buffer.from(await (await download(pia, reportPdfDownloadPath(open.id))).arrayBuffer());
    const plain = Buffer.from(await (await download(pia, `${reportPdfDownloadPath(open.id)}?accessible=false`)).arrayBuffer());
    expect(tagged.includes('/StructTreeRoot')).toBe(true);
    expect(plain.includes('/StructTreeRoot')).toBe(false);
  });

  it("is refused to a reader without access and to a visitor, with the report's no-access answer", async () => {
    for (const [who, jar, path] of [['Rex', rex, reportPdfDownloadPath(locked.id)], ['a visitor', null, reportPdfDownloadPath(open.id)]] as const) {
      const response = await download(jar, path);
      expect(response.status, who).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ status: 401, error: 'Unauthorized', message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    }
  });
});

describe('the watermarked figure', () => {
  it('is the figure with the titles drawn around it and the label across it: a PNG that is not the original', async () => {
    const figure = imageFigureOf(open)!;
    const response = await download(pia, figureImageDownloadPath(open.id, figure.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const marked = Buffer.from(await response.arrayBuffer());
    // The original as the CMS serves it (public report: through the gateway's image proxy), drawn at the same width.
    const svg = Buffer.from(await (await fetch(`${stack.gatewayUrl}${figure.imageUrl}`)).arrayBuffer());
    const { data: original, info } = await sharp(svg).resize({ width: 800 }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const markedMeta = await sharp(marked).metadata();
    expect(markedMeta.width).toBe(info.width);
    expect(markedMeta.height).toBeGreaterThan(info.height);
    // Where the figure sits in the watermarked image (below the header band), its pixels are not the original's: the mark is on them.
    const top = await figureTop(marked);
    const region = await sharp(marked).extract({ left: 0, top, width: info.width, height: info.height }).removeAlpha().raw().toBuffer();
    let differing = 0;
    for (let i = 0; i < region.length; i++) if (Math.abs(region[i] - original[i]) > 8) differing++;
    expect(differing / region.length).toBeGreaterThan(0.01);
    // The header band carries the report's title: dark text on white.
    const header = await sharp(marked).extract({ left: 0, top: 0, width: info.width, height: top }).greyscale().raw().toBuffer();
    expect(header.reduce((darkest, value) => Math.min(darkest, value), 255)).toBeLessThan(100);
  });

  it("is refused to a reader without access with the report's no-access answer", async () => {
    const response = await download(rex, figureImageDownloadPath(locked.id, imageFigureOf(locked)!.id));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, error: 'Unauthorized', message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('is a 404 for a figure the report has no image of', async () => {
    const response = await download(pia, figureImageDownloadPath(open.id, `${open.id}-figure-999`));
    expect(response.status).toBe(404);
  });
});

/** The first row of the figure under the header band: the figure's background (#f7f8fa) is a shade darker than the card's white. */
async function figureTop(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  for (let row = 0; row < info.height; row++) {
    let figureLike = 0;
    for (let x = 0; x < info.width; x++) if (data[row * info.width + x] > 240 && data[row * info.width + x] < 253) figureLike++;
    if (figureLike > info.width * 0.8) return row;
  }
  throw new Error('no figure found in the watermarked image');
}
