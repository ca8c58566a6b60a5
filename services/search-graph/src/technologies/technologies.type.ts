import { Field, ObjectType } from 'type-graphql';
import { PagedResults } from '../paging/paged-results.type.js';
import { Technology } from './technology.type.js';

@ObjectType({ description: 'One page of the technology catalogue (spec 3 §4): 12 at a time' })
export class TechnologySearchResults extends PagedResults {
  @Field({ description: "'Over 300 results' when the total exceeds 300, otherwise the count" })
  caption!: string;

  @Field({ description: 'The sort applied (the default when none was asked)' })
  sort!: string;

  @Field({ description: 'The keyword as searched (trimmed)' })
  query!: string;

  @Field(() => [Technology], { description: 'Resolved by content-graph' })
  cards!: Technology[];
}
