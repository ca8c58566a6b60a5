import { Field, ObjectType } from 'type-graphql';
import { Webinar } from './webinar.type.js';

@ObjectType({ description: "A webinar page's related webinars (spec 3 §3), split into upcoming and on demand." })
export class RelatedWebinars {
  @Field(() => [Webinar], { description: 'Webinars still to come' })
  upcoming!: Webinar[];

  @Field(() => [Webinar], { description: 'Recorded webinars' })
  ondemand!: Webinar[];
}
