import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Analyst; search-graph returns references ({ id }) from the analyst directory
// and the search spotlight, which the gateway resolves there.
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class Analyst {
  @Field(() => ID, { description: 'The analyst\'s id' })
  id!: string;
}
