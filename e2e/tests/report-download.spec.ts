// Downloads on the report page (issue #13) in Chromium: Sia (usr-client-0143, FD; demoUsers.ts)
// saves the personalised PDF of a restricted FD report (stamped with her name on every page), a
// chart figure's data as CSV (the chart's own rows) and its drawing as an 800 px PNG, and an image
// figure's watermarked PNG; the page with the new controls passes axe. A visitor is offered no PDF.
// A chart of several series is saved with its legend drawn under the plot (decoded by Chromium).
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { report as corpusReport, DEFAULT_SEED, fixtures, type CorpusReport } from '@portal/corpus';
import { chartCsv, convertChart, type FigureBlockDto } from '@portal/domain';
import { expect, test } from '../support/test.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { logInTo } from '../pages/login.page.js';
import { ReportDownloadPage } from '../pages/report-download.page.js';

const SIA = 'sia@meridian.example';
const PASSWORD = 'Meridian-demo-2026';
// The corpus e2e/support/global-setup.ts seeds (CORPUS_SIZE 300): a restricted FD report whose
// gallery has a plain image and a valid chart.
const corpus = { seed: DEFAULT_SEED, size: 300 };
const figuresOf = (r: CorpusReport) => r.bodyJson.blocks.filter((block): block is FigureBlockDto => block.type === 'figure');
const validChart = (r: CorpusReport, f: FigureBlockDto) => f.graphicsId !== undefined && convertChart(r.graphics[f.graphicsId]).ok;
const locked = Array.from({ length: 60 }, (_, i) => corpusReport(corpus, i)).find(
  (r) => r.access === 'restricted' && r.products.includes('FD') && figuresOf(r).some((f) => f.imageUrl) && figuresOf(r).some((f) => validChart(r, f)),
)!;
const figures = figuresOf(locked);
const chartIndex = figures.findIndex((f) => validChart(locked, f));
const imageIndex = figures.findIndex((f) => f.imageUrl);

/** How many figures the gallery shows ('Figure 1 of N'). */
async function fetchFigureCount(page: import('@playwright/test').Page): Promise<number> {
  const position = await new ReportDownloadPage(page).figurePosition().textContent();
  return Number(/of (\d+)$/.exec(position ?? '')?.[1]);
}

test.describe('report downloads', () => {
  test('a reader saves the personalised PDF, a chart as CSV and a figure image', async ({ page }) => {
    await logInTo(page, `/report/${locked.id}`, SIA, PASSWORD);
    const report = new ReportDownloadPage(page);
    await expect(report.heading).toHaveText(locked.title);
    await expect(report.downloadPdf).toBeVisible();
    await expectNoAxeViolations(page);

    // The PDF, stamped for Sia on every page.
    const pdf = await report.downloadFrom(report.downloadPdf);
    expect(pdf.suggestedFilename()).toBe(`${locked.id}.pdf`);
    const document = await getDocumentProxy(new Uint8Array(await readFile(await pdf.path())));
    const { text: pages } = await extractText(document, { mergePages: false });
    for (const text of pages) expect(text).toContain('Prepared for Sia Marlow, Alpine Ski House on');
    expect(pages[0].replace(/\s+/g, ' ')).toContain(locked.title);

    // The gallery's figures in order: a chart's data as CSV (exactly its rows), a plain image watermarked (a PNG).
    const steps = [chartIndex, imageIndex].sort((a, b) => a - b);
    let at = 0;
    for (const index of steps) {
      await report.stepFigures(at, index, figures.length);
      at = index;
      const figure = figures[index];
      if (index === chartIndex) {
        await expect(report.downloadCsv).toHaveAccessibleName(`Download CSV: ${figure.label}: ${figure.figureTitle}`);
        const csv = await report.downloadFrom(report.downloadCsv);
        expect(csv.suggestedFilename()).toMatch(/\.csv$/);
        const converted = convertChart(locked.graphics[figure.graphicsId!]);
        if (!converted.ok) throw new Error('the chart is valid');
        expect(await readFile(await csv.path(), 'utf8')).toBe(chartCsv(converted.chart));
        // Its drawing as a PNG, on the export's 800 px canvas.
        const drawn = await report.downloadFrom(report.downloadImage);
        const png = await readFile(await drawn.path());
        expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
        expect(png.readUInt32BE(16)).toBe(800);
      } else {
        const image = await report.downloadFrom(report.downloadImage);
        expect(image.suggestedFilename()).toMatch(/\.png$/);
        expect((await readFile(await image.path())).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      }
    }
    await expectNoAxeViolations(page);
  });

  test("a chart of several series is saved as a PNG with its legend under the plot", async ({ page }) => {
    const report = new ReportDownloadPage(page);
    await report.open(fixtures.allChartTypesReportId);
    // The gallery's second figure: the grouped bars (packages/corpus fixtures.ts ALL_CHART_TYPES_FIGURES).
    const count = await fetchFigureCount(page);
    await report.stepFigures(0, 1, count);
    await expect.poll(() => report.chartLegendEntries.count()).toBeGreaterThanOrEqual(2);
    const colours = await report.chartLegendEntries.locator('.MuiChartsLabelMark-fill').evaluateAll((marks) => marks.map((mark) => mark.getAttribute('fill')!));
    // The PNG's height without a legend: the title line and each drawing scaled to the 800 px canvas (chartImage.ts).
    const withoutLegend = await report.figures.evaluate((figure) => {
      const drawings = Array.from(figure.querySelectorAll('[role="img"]')).flatMap((box) => {
        const sizes = Array.from(box.querySelectorAll('svg')).map((svg) => svg.getBoundingClientRect()).sort((a, b) => b.width * b.height - a.width * a.height);
        return sizes.length > 0 ? [sizes[0]] : [];
      });
      return Math.ceil(24 * 2 + 26 + drawings.reduce((sum, { width, height }) => sum + (height * 752) / width + 12, 0));
    });

    const drawn = await report.downloadFrom(report.downloadImage);
    const png = await readFile(await drawn.path());
    expect(png.readUInt32BE(16)).toBe(800);
    const height = png.readUInt32BE(20);
    expect(height).toBeGreaterThan(withoutLegend);
    // Decoded by Chromium: the rows below the drawing hold a swatch of each series' colour.
    const found = await page.evaluate(
      async ({ base64, top, colours }) => {
        // From bytes, not a data: URL, which the page's CSP refuses to fetch.
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, top, bitmap.width, bitmap.height - top);
        const seen = new Set<string>();
        for (let i = 0; i < data.length; i += 4) seen.add(`#${[data[i], data[i + 1], data[i + 2]].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
        return colours.filter((colour) => seen.has(colour.toLowerCase()));
      },
      { base64: png.toString('base64'), top: withoutLegend - 24, colours },
    );
    expect(found).toEqual(colours);
  });

  test('a visitor is offered no personalised PDF', async ({ page }) => {
    const report = new ReportDownloadPage(page);
    await report.open(fixtures.allChartTypesReportId);
    await expect(report.figures).toBeVisible();
    await expect(report.downloadPdf).toHaveCount(0);
  });
});
