import { Field, Int, ObjectType } from 'type-graphql';
import { PagedResults } from '../../paging/paged-results.type.js';
import { Survey } from '../entities.type.js';

@ObjectType({ description: 'One page of a survey tab (9 at a time)' })
export class SurveyListResults extends PagedResults {
  @Field()
  tab!: string;

  @Field({ description: 'The search string as used: trimmed' })
  query!: string;

  @Field()
  sort!: string;

  @Field(() => Int, { description: '-1: any time' })
  publishedSinceInDays!: number;

  @Field(() => [Survey], { description: 'Resolved by content-graph' })
  cards!: Survey[];
}
