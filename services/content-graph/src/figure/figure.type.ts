import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { FigureGraphic } from './figure-graphic.type.js';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A figure of a report: a chart or an image, with its label and title.' })
export class Figure {
  @Field(() => ID)
  id!: string;

  @Field()
  label!: string;

  @Field()
  title!: string;

  @Field(() => FigureGraphic)
  graphic!: typeof FigureGraphic;
}
