import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { WebinarRegistration } from './webinar-registration.type.js';

// content-graph owns Webinar; commerce-graph adds the signed-in user's registration for it.
@Directive('@key(fields: "id")')
@ObjectType()
export class Webinar {
  @Field(() => ID)
  id!: string;

  @Field(() => WebinarRegistration, { nullable: true, description: "The signed-in user's registration; null when none or logged out" })
  registration?: WebinarRegistration | null;
}

export interface WebinarRef {
  id: string;
}
