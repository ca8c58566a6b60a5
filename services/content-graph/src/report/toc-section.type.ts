import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An entry of the table of contents: a section with its subheadings.' })
export class TocSection {
  @Field(() => ID, { description: 'The toc section\'s id' })
  id!: string;

  @Field({ description: 'The toc section\'s title' })
  title!: string;

  @Field(() => ID, { description: 'The id of the section it sits under, if any', nullable: true })
  parentId!: string | null;

  @Field(() => [TocSection], { description: 'The sub-headings under it' })
  subHeadings!: TocSection[];
}
