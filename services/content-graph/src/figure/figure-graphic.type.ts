import { createUnionType, Field, ObjectType } from 'type-graphql';
import { Chart } from './chart.type.js';

@ObjectType({ description: 'A figure that is a plain image rather than a chart.' })
export class FigureImage {
  @Field({ description: 'The URL' })
  url!: string;

  @Field({ description: 'The image\'s text alternative' })
  altText!: string;
}

@ObjectType({ description: 'A chart whose data failed validation (spec 1 §5).' })
export class InvalidGraphic {
  @Field({ description: 'The message text' })
  message!: string;
}

export const FigureGraphic = createUnionType({
  name: 'FigureGraphic',
  description: 'What a figure draws: a plain image, a chart, or why it cannot be drawn',
  types: () => [Chart, FigureImage, InvalidGraphic] as const,
  // Resolvers return plain objects, so the member is told apart by a field only it has.
  resolveType: (value) => {
    if ('chartType' in value) return Chart;
    if ('url' in value) return FigureImage;
    return InvalidGraphic;
  },
});
