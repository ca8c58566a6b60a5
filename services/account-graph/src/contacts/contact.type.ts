import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "A person at the provider who works with the user's account (session {product}Contacts)." })
export class ProviderContact {
  @Field({ description: 'The product the contact is for: FD, FMI, AOC, GUEST' })
  product!: string;

  @Field({ description: 'Account Manager, Research Analyst…' })
  role!: string;

  @Field({ description: 'Full name' })
  fullName!: string;

  @Field({ description: 'E-mail address' })
  email!: string;

  @Field({ description: 'Phone number' })
  phone!: string;
}
