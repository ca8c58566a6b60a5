import { Field, ObjectType } from 'type-graphql';
import { Webinar } from '../webinar/webinar.type.js';
import { PagedResults } from '../paging/paged-results.type.js';

@ObjectType({ description: 'One page of a webinar or peer discussion listing tab (spec 3 §4): 9 at a time' })
export class WebinarListResults extends PagedResults {
  @Field(() => [Webinar], { description: 'Upcoming soonest first, on demand newest first; resolved by content-graph' })
  cards!: Webinar[];
}
