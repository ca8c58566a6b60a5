import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The signed-in user (the session fields of spec 1 §3).' })
export class Viewer {
  @Field(() => ID, { description: 'The viewer\'s id' })
  id!: string;

  @Field({ description: 'Full name' })
  fullName!: string;

  @Field({ description: 'First name' })
  firstName!: string;

  @Field({ description: 'Last name' })
  lastName!: string;

  @Field({ description: 'E-mail address' })
  email!: string;

  @Field({ description: "Guest, client, employee…; 'Unknown' when the session does not say" })
  userType!: string;

  @Field({ description: "The user's account (company) name; empty when unknown" })
  accountName!: string;

  @Field(() => [String], { description: 'Subscription types: FD, FMI, GUEST, AOC' })
  subscriptions!: string[];

  @Field(() => [String], { description: "Open interceptors ('business-profile', 'business-terms'), from the session response; [] when none" })
  interceptors!: string[];

  @Field(() => [String], { description: "The session's features that are on (spec 1 §3), by name, e.g. 'izola_home' (the assistant-first home); [] when none" })
  features!: string[];

  @Field({ description: 'Spec 1 §3 isReprintUser: the session\'s experiences include REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or REPRINTS:SALES (spec 1 §6); such a user may issue reprint and preview links' })
  isReprintUser!: boolean;
}
