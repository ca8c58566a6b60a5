import { Field, Int, ObjectType } from 'type-graphql';
import { Analyst } from './analyst.type.js';

@ObjectType({ description: 'Analysts related to a profile (spec 2 §3): most shared research topics first.' })
export class RelatedAnalysts {
  @Field(() => [Analyst])
  analysts!: Analyst[];

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Int)
  maxPages!: number;
}
