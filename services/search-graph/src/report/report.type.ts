import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Report; search-graph only adds relatedResearch and returns references
// ({ id }) that the gateway resolves in content-graph.
@Directive('@key(fields: "id")')
@ObjectType()
export class Report {
  @Field(() => ID, { description: 'The report\'s id' })
  id!: string;

  @Field(() => [Report], { description: 'Up to 3 reports: same function first, then shared priorities, newest first' })
  relatedResearch!: Report[];
}
