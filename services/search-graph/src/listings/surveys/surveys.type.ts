import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../paging/page.type.js';
import { Survey } from '../entities.type.js';

/** The cards are resolved by content-graph. */
@ObjectType({ description: 'One page of a survey tab (9 at a time)' })
export class SurveyListResults extends PageOf(Survey) {
  @Field({ description: 'The tab of the listing shown' })
  tab!: string;

  @Field({ description: 'The search string as used: trimmed' })
  query!: string;

  @Field({ description: 'The sort order applied' })
  sort!: string;

  @Field(() => Int, { description: '-1: any time' })
  publishedSinceInDays!: number;
}
