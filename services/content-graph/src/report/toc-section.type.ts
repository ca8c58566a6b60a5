import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An entry of the table of contents: a section with its subheadings.' })
export class TocSection {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field(() => ID, { nullable: true })
  parentId!: string | null;

  @Field(() => [TocSection])
  subHeadings!: TocSection[];
}
