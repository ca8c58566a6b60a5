import { PREDICTION_ID_PATTERN } from '@portal/domain';
import { Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class PlanningGuideArgs {
  @Field(() => String, { description: 'The page slug' })
  @MaxLength(255, { message: 'slug must be at most 255 characters' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Invalid slug' })
  slug!: string;
}

@ArgsType()
export class PredictionArgs {
  @Field(() => ID, { description: 'The prediction\'s id' })
  @Matches(PREDICTION_ID_PATTERN, { message: 'Invalid content id' })
  id!: string;
}
