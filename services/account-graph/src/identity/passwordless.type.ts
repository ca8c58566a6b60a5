import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Who a redeemed sign-in link belongs to; the gateway opens their session' })
export class SignInLinkHolder {
  @Field(() => ID)
  userId!: string;

  @Field()
  email!: string;

  @Field()
  fullName!: string;

  @Field()
  userType!: string;
}
