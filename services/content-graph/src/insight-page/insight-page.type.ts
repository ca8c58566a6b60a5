import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';

@ObjectType({ description: 'One tab of a planning guide or prediction page' })
export class InsightSection {
  @Field(() => ID, { description: 'The tab slug: the last path segment selects it' })
  id!: string;

  @Field()
  title!: string;

  @Field(() => [String])
  paragraphs!: string[];
}

@ObjectType({ description: 'A planning guide or prediction page as a card of its hub' })
export class InsightPageCard {
  @Field(() => ID)
  id!: string;

  @Field()
  slug!: string;

  @Field({ description: '/insights/planning-guides/{slug} or /insights/predictions/{slug}/{id}' })
  path!: string;

  @Field()
  title!: string;

  @Field()
  summary!: string;

  @Field(() => Int)
  year!: number;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field()
  functionName!: string;

  @Field({ description: 'True when only signed-in users may open it' })
  restricted!: boolean;
}

/** The fields a planning guide and a prediction page share. */
@ObjectType()
export abstract class InsightPage extends InsightPageCard {
  @Field(() => [String])
  topics!: string[];

  @Field(() => [Analyst])
  authors!: Analyst[];

  @Field(() => [InsightSection], { description: 'The tabs, the first one (overview) shown by default' })
  sections!: InsightSection[];
}
