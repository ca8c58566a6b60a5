import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { Purchase } from '../purchase/purchase.type.js';
import { WebinarRegistration } from './webinar-registration.type.js';

// content-graph owns Webinar; commerce-graph adds the signed-in user's registration for it and what buying it costs.
@Directive('@key(fields: "id")')
@ObjectType()
export class Webinar {
  @Field(() => ID)
  id!: string;

  @Field(() => WebinarRegistration, { nullable: true, description: "The signed-in user's registration; null when none or logged out" })
  registration?: WebinarRegistration | null;

  @Field(() => Purchase, { nullable: true })
  purchase?: Purchase | null;
}

export interface WebinarRef {
  id: string;
}
