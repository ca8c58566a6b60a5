import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { Purchase } from '../purchase/purchase.type.js';
import { WebinarRegistration } from './webinar-registration.type.js';

// content-graph owns Webinar; commerce-graph adds the signed-in user's registration for it and what buying it costs.
@Directive('@key(fields: "id")')
@ObjectType()
export class Webinar {
  @Field(() => ID, { description: 'The webinar\'s id' })
  id!: string;

  @Field(() => WebinarRegistration, { nullable: true, description: "The signed-in user's registration; null when none or logged out" })
  registration?: WebinarRegistration | null;

  @Field(() => Purchase, { description: 'Its price and whether it is in the reader\'s cart; null when it is not for sale', nullable: true })
  purchase?: Purchase | null;
}

export interface WebinarRef {
  id: string;
}
