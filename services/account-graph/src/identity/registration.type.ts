import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Registration and interceptor state of the signed-in user (spec 1 §3, §6)' })
export class Registration {
  @Field({ description: 'The kind of user (client, employee, guest)' }) userType!: string;
  @Field({ description: 'Whether the reader\'s profile has everything registration needs' }) profileComplete!: boolean;
  @Field({ description: 'Whether the reader has accepted the terms and conditions' }) tncAccepted!: boolean;
  @Field({ description: 'Whether the reader has chosen communication preferences' }) preferencesSet!: boolean;
  @Field(() => [String], { description: "Open interceptors in order: 'business-profile', 'business-terms'" })
  interceptors!: string[];
  @Field(() => [String], { description: 'The topics the reader chose to hear about' }) subscriptionPreferences!: string[];
}

@ObjectType({ description: 'Where a completed registration goes next (spec 3 §4)' })
export class RegistrationResult {
  @Field({ description: 'The kind of user (client, employee, guest)' }) userType!: string;
  @Field({ description: "'home' for a guest (lr or /myhome), 'preference' for client and employee" })
  nextStep!: string;
}
