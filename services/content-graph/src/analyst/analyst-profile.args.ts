import { ANALYST_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class AnalystProfileArgs {
  // Checked here so a malformed id never reaches the analyst service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The analyst\'s id' })
  @Matches(ANALYST_ID_PATTERN, { message: 'Invalid analyst id' })
  id!: string;
}
