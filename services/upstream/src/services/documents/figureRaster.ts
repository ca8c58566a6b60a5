// A plain-image figure as a PNG: the same SVG the CMS serves (content/images/figureSvg), drawn by
// sharp (libvips with librsvg) at the export width of spec 1 §9 (an 800 px-wide canvas).
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import type { Reader } from '@portal/domain';
import { notFound, unauthorized } from '../../http/httpError.js';
import { canRead, NOT_ACCESSIBLE_MESSAGE } from '../research/access.js';
import { figureSvg } from '../content/images/figureSvg.js';
import { findFigure } from '../content/images/figureStore.js';
import type { FigureFile } from '../content/images/imagePath.js';

export const EXPORT_WIDTH = 800;

export interface FigurePng {
  png: Buffer;
  /** Whether the figure's report is public (its files may then be kept by a browser's cache). */
  isPublic: boolean;
}

/** Draws one figure the reader may see: 404 for an unknown report or figure (or one without an image), 401 without access. */
export async function figurePng(db: Database, reader: Reader | null, file: FigureFile): Promise<FigurePng> {
  const found = await findFigure(db, file.reportId, file.figureId);
  if (!found) throw notFound(`Research ${file.reportId} not found`);
  // The report's own rule (research/access.ts): asked before the figure, so no one learns which figures a locked report has.
  if (!canRead(reader, found)) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
  if (!found.figure?.imageUrl) throw notFound(`No image for figure ${file.figureId}`);
  const svg = figureSvg({ id: file.figureId, title: found.figure.figureTitle });
  const png = await sharp(Buffer.from(svg)).resize({ width: EXPORT_WIDTH }).png().toBuffer();
  return { png, isPublic: found.access === 'public' };
}
