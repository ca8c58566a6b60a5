// What a report's PDF is drawn from, for a reader who may read it: the report, its authors' names,
// its charts' data and its image figures' pictures. Four queries and one drawing per image figure,
// whatever the report's length.
import { bodyFigures, convertChart, type Chart, type Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { findOrNotFound } from '../../http/findById.js';
import { unauthorized } from '../../http/httpError.js';
import { findAnalysts } from '../analyst/analystStore.js';
import { figureSvg } from '../content/images/figureSvg.js';
import { canRead, NOT_ACCESSIBLE_MESSAGE } from '../research/access.js';
import { findGraphics } from '../research/graphicsStore.js';
import { findResearch } from '../research/researchStore.js';
import sharp from 'sharp';
import { EXPORT_WIDTH } from './figureRaster.js';
import type { ReportPdfInput } from './reportPdf.js';

/** 404 for an unknown report, 401 (the report's no-access answer) for a reader who may not read it. */
export async function reportDocument(db: Database, reader: Reader | null, contentId: string): Promise<ReportPdfInput> {
  const report = await findOrNotFound(findResearch, db, contentId, 'Research');
  if (!canRead(reader, report)) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
  const figures = bodyFigures(report.bodyJson.blocks);
  const graphicsIds = figures.flatMap((figure) => (figure.graphicsId ? [figure.graphicsId] : []));
  const [analysts, graphics, pictures] = await Promise.all([
    findAnalysts(db, report.authors.map((author) => author.contentId)),
    graphicsIds.length > 0 ? findGraphics(db, graphicsIds, reader) : { items: {} },
    Promise.all(
      figures
        .filter((figure) => figure.imageUrl)
        .map(async (figure) => [figure.id, await sharp(Buffer.from(figureSvg({ id: figure.id, title: figure.figureTitle }))).resize({ width: EXPORT_WIDTH }).png().toBuffer()] as const),
    ),
  ]);
  const charts = new Map<string, Chart>();
  for (const [id, old] of Object.entries(graphics.items)) {
    const converted = convertChart(old);
    // An invalid chart shows 'Invalid graphic data' on the page; the PDF leaves its data out.
    if (converted.ok) charts.set(id, converted.chart);
  }
  return {
    report,
    authorNames: report.authors.flatMap((author) => analysts.get(author.contentId)?.fullName ?? []),
    charts,
    images: new Map(pictures),
  };
}
