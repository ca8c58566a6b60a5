import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "The visitor's cart (by the unregistered-user cookie) or the signed-in user's." })
export class Cart {
  @Field(() => Int)
  count!: number;
}
