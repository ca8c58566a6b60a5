import type { FigureBlockDto } from '@portal/domain';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { resolveFigureGraphic, type FigureGraphicValue } from './figure.graphic.js';
import { FigureGraphic } from './figure-graphic.type.js';
import { Figure } from './figure.type.js';

// A Figure's source object is the report body's figure block.
@Resolver(() => Figure)
export class FigureResolver {
  @FieldResolver(() => String)
  title(@Root() block: FigureBlockDto): string {
    return block.figureTitle;
  }

  @FieldResolver(() => FigureGraphic)
  graphic(@Root() block: FigureBlockDto, @Ctx() ctx: ContentContext): Promise<FigureGraphicValue> {
    return resolveFigureGraphic(block, ctx);
  }
}
