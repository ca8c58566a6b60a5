import { Field, Int, ObjectType } from 'type-graphql';
import { Analyst } from './analyst.type.js';

@ObjectType({ description: 'Analysts related to a profile (spec 2 §3): most shared research topics first.' })
export class RelatedAnalysts {
  @Field(() => [Analyst], { description: 'The analysts' })
  analysts!: Analyst[];

  @Field(() => Int, { description: 'How many there are, over all pages' })
  totalElements!: number;

  @Field(() => Int, { description: 'How many pages there are' })
  maxPages!: number;
}
