import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { Purchase } from '../purchase/purchase.type.js';

// content-graph owns Report; commerce-graph adds what buying it costs the caller.
@Directive('@key(fields: "id")')
@ObjectType()
export class Report {
  @Field(() => ID)
  id!: string;

  @Field(() => Purchase, { nullable: true })
  purchase?: Purchase | null;
}
