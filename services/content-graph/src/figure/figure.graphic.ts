import { convertChart, type Chart as DomainChart, type FigureBlockDto } from '@portal/domain';
import type { ContentContext } from '../context.js';
import type { FigureImage, InvalidGraphic } from './figure-graphic.type.js';

export type FigureGraphicValue = DomainChart | FigureImage | InvalidGraphic;

/**
 * A figure's graphic: its chart through the request's one graphics loader, converted to the new
 * format (an invalid or missing chart shows 'Invalid graphic data'); a figure without a graphics
 * id is a plain image.
 */
export async function resolveFigureGraphic(block: FigureBlockDto, ctx: ContentContext): Promise<FigureGraphicValue> {
  if (!block.graphicsId) {
    return { url: block.imageUrl ?? '', altText: block.altText ?? '' };
  }
  const old = await ctx.loaders.graphic.load(block.graphicsId);
  const converted = convertChart(old);
  if (converted.ok) return converted.chart;
  ctx.logger.debug({ graphicsId: block.graphicsId, issues: converted.issues }, 'invalid graphic');
  return { message: converted.message };
}
