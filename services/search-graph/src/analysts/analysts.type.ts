import { Field, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { Facet } from '../search/search.type.js';
import { PageOf } from '../paging/page.type.js';

/** The cards are externally active analysts, resolved by content-graph. */
@ObjectType({ description: 'One page of the analyst directory (spec 2 §3): 9 analysts and the filter counts' })
export class AnalystSearchResults extends PageOf(Analyst) {
  @Field(() => [Facet], { description: 'industry, region and topic, each value with its count' })
  aggregations!: Facet[];

  @Field({ description: 'The query as searched (trimmed)' })
  query!: string;
}
