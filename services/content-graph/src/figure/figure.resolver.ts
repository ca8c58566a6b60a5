import type { DownloadableAssetDto, FigureBlockDto } from '@portal/domain';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { resolveFigureGraphic, type FigureGraphicValue } from './figure.graphic.js';
import { FigureGraphic } from './figure-graphic.type.js';
import { DownloadableAsset } from './downloadable-asset.type.js';
import { Figure } from './figure.type.js';

// A Figure's source object is the report body's figure block.
@Resolver(() => Figure)
export class FigureResolver {
  @FieldResolver(() => String)
  title(@Root() block: FigureBlockDto): string {
    return block.figureTitle;
  }

  @FieldResolver(() => [DownloadableAsset])
  downloadableAssets(@Root() block: FigureBlockDto): DownloadableAssetDto[] {
    return block.downloadableAssets ?? [];
  }

  @FieldResolver(() => FigureGraphic)
  graphic(@Root() block: FigureBlockDto, @Ctx() ctx: ContentContext): Promise<FigureGraphicValue> {
    return resolveFigureGraphic(block, ctx);
  }
}
