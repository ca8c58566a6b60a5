import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Who a redeemed sign-in link belongs to; the gateway opens their session' })
export class SignInLinkHolder {
  @Field(() => ID, { description: 'The user\'s id' })
  userId!: string;

  @Field({ description: 'E-mail address' })
  email!: string;

  @Field({ description: 'Full name' })
  fullName!: string;

  @Field({ description: 'The kind of user (client, employee, guest)' })
  userType!: string;
}
