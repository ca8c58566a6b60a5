import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Content the caller may buy: its catalogue price and whether it is in their cart' })
export class Purchase {
  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field(() => Int, { description: 'In cents' })
  price!: number;

  @Field({ description: 'The price, formatted for display' })
  formattedPrice!: string;

  @Field({ description: 'Whether it is in the reader\'s cart' })
  inCart!: boolean;
}

// An entity by content id, so that search-graph's cards can point at it (locked research has no
// Report its caller may read). It always resolves; its purchase is null when not for sale to them.
@Directive('@key(fields: "contentId")')
@ObjectType({ description: 'Content as the cart sees it, by content id' })
export class ContentSale {
  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field(() => Purchase, { description: 'Its price and whether it is in the reader\'s cart; null when it is not for sale', nullable: true })
  purchase?: Purchase | null;
}
