import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Webinar; search-graph returns references ({ id }, WEB…) from webinar and
// peer discussion hits, which the gateway resolves there.
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class Webinar {
  @Field(() => ID, { description: 'The webinar\'s id' })
  id!: string;
}
