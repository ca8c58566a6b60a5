import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { DownloadableAsset } from './downloadable-asset.type.js';
import { FigureGraphic } from './figure-graphic.type.js';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A figure of a report: a chart or an image, with its label and title.' })
export class Figure {
  @Field(() => ID, { description: 'The figure\'s id' })
  id!: string;

  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field({ description: 'The figure\'s title' })
  title!: string;

  @Field(() => FigureGraphic, { description: 'What the figure draws: an image, a chart, or why it cannot be drawn' })
  graphic!: typeof FigureGraphic;

  @Field(() => [DownloadableAsset], { description: 'The files that go with a figure from an older body item; empty for the others' })
  downloadableAssets!: DownloadableAsset[];
}
