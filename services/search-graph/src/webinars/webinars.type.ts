import { ObjectType } from 'type-graphql';
import { Webinar } from '../webinar/webinar.type.js';
import { PageOf } from '../paging/page.type.js';

/** Upcoming soonest first, on demand newest first; the cards are resolved by content-graph. */
@ObjectType({ description: 'One page of a webinar or peer discussion listing tab (spec 3 §4): 9 at a time' })
export class WebinarListResults extends PageOf(Webinar) {}
