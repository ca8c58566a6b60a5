import { createUnionType, Field, ID, ObjectType } from 'type-graphql';
import { Figure } from '../figure/figure.type.js';

@ObjectType()
export class Paragraph {
  @Field()
  text!: string;
}

@ObjectType()
export class SubHeading {
  @Field(() => ID)
  id!: string;

  @Field()
  text!: string;
}

@ObjectType()
export class FigureBlock {
  @Field(() => Figure)
  figure!: Figure;
}

export const ReportBlock = createUnionType({
  name: 'ReportBlock',
  types: () => [Paragraph, SubHeading, FigureBlock] as const,
  // Plain objects: a figure block has `figure`, a subheading an `id`, a paragraph only `text`.
  resolveType: (value) => {
    if ('figure' in value) return FigureBlock;
    if ('id' in value) return SubHeading;
    return Paragraph;
  },
});

@ObjectType({ description: 'A top-level section of a report body with the blocks under its heading.' })
export class ReportSection {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field(() => [ReportBlock])
  blocks!: Array<typeof ReportBlock>;
}
