import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns ContentItem; search-graph returns references ({ id }) from survey, playbook,
// blog, podcast and tool hits, which the gateway resolves there.
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class ContentItem {
  @Field(() => ID, { description: 'The content item\'s id' })
  id!: string;
}
