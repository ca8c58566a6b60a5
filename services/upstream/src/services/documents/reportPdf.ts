// A report as a PDF, drawn with pdfkit: title, authors and date, summary, then the body in order
// (sections, sub-headings, paragraphs, figures: an image figure as its picture, a chart as its data
// in words). With `tagged` (isPdfAccessibility) the file is a tagged PDF: a structure tree of
// headings, paragraphs and figures with their alternative text, a document language and title,
// and the page furniture (the stamp) marked as an artifact, so a screen reader reads the report
// and not the stamp. With a `stamp`, every page carries it at its foot.
import PDFDocument from 'pdfkit';
import { chartCsv, type Chart, type FigureBlockDto } from '@portal/domain';
import type { ResearchDto } from '@portal/contracts';

export interface ReportPdfInput {
  report: ResearchDto;
  /** Author names in byline order. */
  authorNames: string[];
  /** Chart figures' data by graphics id (charts the reader may not see, or invalid ones, absent). */
  charts: ReadonlyMap<string, Chart>;
  /** Image figures' pictures (PNG) by figure id. */
  images: ReadonlyMap<string, Buffer>;
}

export interface ReportPdfOptions {
  tagged: boolean;
  /** One line at the foot of every page: who the copy was made for and when. */
  stamp?: string;
  /** A TrueType or OpenType font for the stamp (fontBytes); checked by `checkFont` first. */
  stampFont?: Buffer;
}

const MARGIN = 56;
const STAMP_SIZE = 8;
const TEXT_COLOUR = '#1b2430';
const MUTED = '#4a5361';

type StructParent = ReturnType<PDFKit.PDFDocument['struct']>;

/** The PDF's bytes. */
export function renderReportPdf(input: ReportPdfInput, options: ReportPdfOptions): Promise<Buffer> {
  const { report } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: report.title, Author: input.authorNames.join(', '), Subject: report.summary },
    ...(options.tagged ? { tagged: true, pdfVersion: '1.7' as const, lang: 'en-US', displayTitle: true } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root: StructParent | null = options.tagged ? doc.struct('Document') : null;
  if (root) doc.addStructure(root);
  // Draws `draw` as one structure element of `type` when tagged, plainly otherwise.
  const element = (type: string, draw: () => void, structOptions: { alt?: string } = {}) => {
    if (root) root.add(doc.struct(type, structOptions, draw));
    else draw();
  };
  const contentWidth = doc.page.width - 2 * MARGIN;

  element('H1', () => doc.font('Helvetica-Bold').fontSize(22).fillColor(TEXT_COLOUR).text(report.title));
  const byline = [input.authorNames.length > 0 ? `By ${input.authorNames.join(', ')}` : null, report.publishedDate].filter(Boolean).join(' · ');
  element('P', () => doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(MUTED).text(byline));
  element('P', () => doc.moveDown(0.8).font('Helvetica-Oblique').fontSize(12).fillColor(TEXT_COLOUR).text(report.summary));

  for (const block of report.bodyJson.blocks) {
    switch (block.type) {
      case 'section':
        element('H2', () => doc.moveDown(1).font('Helvetica-Bold').fontSize(16).fillColor(TEXT_COLOUR).text(block.text));
        break;
      case 'subheading':
        element('H3', () => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(TEXT_COLOUR).text(block.text));
        break;
      case 'paragraph':
        element('P', () => doc.moveDown(0.5).font('Helvetica').fontSize(11).fillColor(TEXT_COLOUR).text(block.text, { align: 'left' }));
        break;
      case 'figure':
        drawFigure(block, input, element, doc, contentWidth);
        break;
    }
  }
  if (root) root.end();

  if (options.stamp) stampEveryPage(doc, options.stamp, options.stampFont);
  doc.end();
  return done;
}

function drawFigure(
  block: FigureBlockDto,
  input: ReportPdfInput,
  element: (type: string, draw: () => void, options?: { alt?: string }) => void,
  doc: PDFKit.PDFDocument,
  contentWidth: number,
): void {
  const caption = `${block.label}: ${block.figureTitle}`;
  element('Caption', () => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(TEXT_COLOUR).text(caption));
  const image = input.images.get(block.id);
  if (image) {
    const height = (contentWidth * 9) / 16;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    element('Figure', () => {
      doc.image(image, doc.page.margins.left, doc.y + 4, { width: contentWidth });
      doc.y += height + 8;
    }, { alt: block.altText ?? caption });
    return;
  }
  const chart = block.graphicsId ? input.charts.get(block.graphicsId) : undefined;
  if (!chart) return;
  // The chart's data in words, one line per row: what the web page draws, readable in print.
  const [header, ...rows] = chartCsv(chart).trimEnd().split('\r\n');
  element('P', () => {
    doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor(MUTED).text(header.replaceAll(',', ' | '));
    for (const row of rows) doc.text(row.replaceAll(',', ' | '));
  });
}

/** The stamp at the foot of every page, outside the text area (so it never moves the report). */
function stampEveryPage(doc: PDFKit.PDFDocument, stamp: string, font: Buffer | undefined): void {
  if (font) doc.registerFont('stamp', font);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page: lift it while the stamp is drawn.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(font ? 'stamp' : 'Helvetica')
      .fontSize(STAMP_SIZE)
      .fillColor(MUTED)
      .text(`${stamp} · Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 8, { width: doc.page.width - 2 * MARGIN, lineBreak: false, align: 'center' });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/** Whether `bytes` is a font pdfkit can embed (TrueType, OpenType, WOFF); parsed before any drawing. */
export function checkFont(bytes: Buffer): boolean {
  try {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.registerFont('probe', bytes);
    probe.addPage();
    probe.font('probe').text('Aa');
    probe.end();
    return true;
  } catch {
    return false;
  }
}
