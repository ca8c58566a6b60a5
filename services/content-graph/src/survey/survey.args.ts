import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class SurveyArgs {
  // Checked here so a malformed id never reaches the survey service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The survey\'s id' })
  @Matches(/^SUS\d+$/, { message: 'Invalid content id' })
  id!: string;
}
