import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Analyst; account-graph adds whether the signed-in user follows them, and
// returns references ({ id }) that the gateway resolves in content-graph.
@Directive('@key(fields: "id")')
@ObjectType()
export class Analyst {
  @Field(() => ID, { description: 'The analyst\'s id' })
  id!: string;

  @Field({ description: 'Whether the signed-in user follows this analyst; false when logged out' })
  isFollowed!: boolean;
}

/** A reference, or the answer of a follow mutation that already knows the state. */
export interface AnalystRef {
  id: string;
  isFollowed?: boolean;
}
