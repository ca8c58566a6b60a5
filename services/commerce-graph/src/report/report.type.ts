import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { Purchase } from '../purchase/purchase.type.js';

// content-graph owns Report; commerce-graph adds what buying it costs the caller.
@Directive('@key(fields: "id")')
@ObjectType()
export class Report {
  @Field(() => ID, { description: 'The report\'s id' })
  id!: string;

  @Field(() => Purchase, { description: 'Its price and whether it is in the reader\'s cart; null when it is not for sale', nullable: true })
  purchase?: Purchase | null;
}
