import { Field, ObjectType } from 'type-graphql';
import { PageOf } from '../paging/page.type.js';
import { Technology } from './technology.type.js';

/** The cards are resolved by content-graph. */
@ObjectType({ description: 'One page of the technology catalogue (spec 3 §4): 12 at a time' })
export class TechnologySearchResults extends PageOf(Technology) {
  @Field({ description: "'Over 300 results' when the total exceeds 300, otherwise the count" })
  caption!: string;

  @Field({ description: 'The sort applied (the default when none was asked)' })
  sort!: string;

  @Field({ description: 'The keyword as searched (trimmed)' })
  query!: string;
}
