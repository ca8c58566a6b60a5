import { createUnionType, Field, ID, ObjectType } from 'type-graphql';
import { Figure } from '../figure/figure.type.js';

@ObjectType({ description: 'A paragraph of a report\'s text, as sanitised HTML' })
export class Paragraph {
  @Field({ description: 'The text' })
  text!: string;
}

@ObjectType({ description: 'A sub-heading of a report\'s text' })
export class SubHeading {
  @Field(() => ID, { description: 'The sub heading\'s id' })
  id!: string;

  @Field({ description: 'The text' })
  text!: string;
}

@ObjectType({ description: 'A figure placed in a report\'s text' })
export class FigureBlock {
  @Field(() => Figure, { description: 'The figure' })
  figure!: Figure;
}

export const ReportBlock = createUnionType({
  name: 'ReportBlock',
  description: "One block of a report section's text: a paragraph, a sub-heading or a figure",
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
  @Field(() => ID, { description: 'The report section\'s id' })
  id!: string;

  @Field({ description: 'The report section\'s title' })
  title!: string;

  @Field(() => [ReportBlock], { description: 'The blocks of this section, in order' })
  blocks!: Array<typeof ReportBlock>;
}
