import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../paging/page.type.js';
import { SearchCard } from '../search/search.type.js';

@ObjectType({ description: 'One page of a search-backed insights listing (latest research, forecasts, data snapshots, analyst relations)' })
export class InsightListResults extends PageOf(SearchCard) {}

@ObjectType({ description: 'A step of buyer insights: the first 9, then 3 per more (spec 2 §4, §9)' })
export class BuyerInsightResults {
  @Field(() => Int, { description: 'How many items match, over all pages' })
  itemsTotal!: number;

  @Field({ description: 'More cards after these' })
  loadMore!: boolean;

  @Field(() => Int, { description: 'The offset of the next step' })
  nextOffset!: number;

  @Field(() => [SearchCard], { description: 'The cards of this page' })
  cards!: SearchCard[];
}

@ObjectType({ description: 'The market insights landing: recent waves and research of one market (spec 2 §2)' })
export class MarketInsights {
  @Field({ description: 'technology, b2b or consumer-and-digital' })
  service!: string;

  @Field({ description: 'Technology, B2B or Consumer & Digital' })
  label!: string;

  @Field(() => [SearchCard], { description: 'The newest Waves of the market' })
  recentWaves!: SearchCard[];

  @Field(() => [SearchCard], { description: 'The newest research of the market' })
  research!: SearchCard[];
}
