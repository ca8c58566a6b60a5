import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

// An entity by content id: search-graph's cards point at it (locked research has no readable Report).
@Directive('@key(fields: "contentId")')
@ObjectType({ description: 'Content the caller may buy: its catalogue price and whether it is in their cart' })
export class Purchase {
  @Field(() => ID)
  contentId!: string;

  @Field(() => Int, { description: 'In cents' })
  price!: number;

  @Field()
  formattedPrice!: string;

  @Field()
  inCart!: boolean;
}
