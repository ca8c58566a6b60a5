import { Field, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { Facet } from '../search/search.type.js';
import { PagedResults } from '../paging/paged-results.type.js';

@ObjectType({ description: 'One page of the analyst directory (spec 2 §3): 9 analysts and the filter counts' })
export class AnalystSearchResults extends PagedResults {
  @Field(() => [Analyst], { description: 'Externally active analysts, resolved by content-graph' })
  cards!: Analyst[];

  @Field(() => [Facet], { description: 'industry, region and topic, each value with its count' })
  aggregations!: Facet[];

  @Field({ description: 'The query as searched (trimmed)' })
  query!: string;
}
