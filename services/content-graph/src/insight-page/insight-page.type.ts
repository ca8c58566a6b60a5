import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';

@ObjectType({ description: 'One tab of a planning guide or prediction page' })
export class InsightSection {
  @Field(() => ID, { description: 'The tab slug: the last path segment selects it' })
  id!: string;

  @Field({ description: 'The insight section\'s title' })
  title!: string;

  @Field(() => [String], { description: 'The paragraphs, as sanitised HTML' })
  paragraphs!: string[];
}

@ObjectType({ description: 'A planning guide or prediction page as a card of its hub' })
export class InsightPageCard {
  @Field(() => ID, { description: 'The insight page card\'s id' })
  id!: string;

  @Field({ description: 'The insight page card\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: '/insights/planning-guides/{slug} or /insights/predictions/{slug}/{id}' })
  path!: string;

  @Field({ description: 'The insight page card\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the insight page card' })
  summary!: string;

  @Field(() => Int, { description: 'The year it was published' })
  year!: number;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field({ description: 'The name of the business function it belongs to' })
  functionName!: string;

  @Field({ description: 'True when only signed-in users may open it' })
  restricted!: boolean;
}

/** The fields a planning guide and a prediction page share. */
@ObjectType()
export abstract class InsightPage extends InsightPageCard {
  @Field(() => [String], { description: 'The topics it is tagged with' })
  topics!: string[];

  @Field(() => [Analyst], { description: 'The analysts who wrote it' })
  authors!: Analyst[];

  @Field(() => [InsightSection], { description: 'The tabs, the first one (overview) shown by default' })
  sections!: InsightSection[];
}
