import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "The visitor's cart taken over at sign-in" })
export class CartMerge {
  @Field(() => Int, { description: "Items moved from the visitor's cart (none already in the user's, none the user already has)" })
  merged!: number;

  @Field(() => Int, { description: "The user's cart count afterwards" })
  count!: number;

  @Field({ description: 'Spec 2 §4: the unregistered cart cookie is to be removed' })
  removeUnregisteredCookie!: boolean;
}
