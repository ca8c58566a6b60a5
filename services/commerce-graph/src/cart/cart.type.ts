import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An item of the cart (spec 2 §3), priced by the server from the catalogue' })
export class CartItem {
  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field({ description: 'RES for research; a webinar carries its own type' })
  cartType!: string;

  @Field({ description: 'The cart item\'s title' })
  title!: string;

  @Field({ description: "The content's page" })
  path!: string;

  @Field(() => String, { description: 'The URL of its image', nullable: true })
  image!: string | null;

  @Field(() => Int, { description: 'In cents' })
  price!: number;

  @Field({ description: "'$2,495.00'" })
  formattedPrice!: string;
}

/** The resolvers' root: fields load on demand, so `cart { count }` asks for the count alone. */
export type CartRoot = Record<string, never>;

@ObjectType({ description: "The visitor's cart (by the unregistered-user cookie) or the signed-in user's. Never cached." })
export class Cart {
  @Field(() => Int, { description: 'How many items are in the cart' })
  count!: number;

  @Field(() => [CartItem], { description: 'The items in the cart' })
  items!: CartItem[];

  @Field(() => Int, { description: 'The sum of the items in cents, computed by the server' })
  total!: number;

  @Field({ description: 'The total, formatted for display' })
  formattedTotal!: string;
}
