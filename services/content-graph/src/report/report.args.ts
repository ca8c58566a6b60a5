import { CONTENT_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class ReportArgs {
  // Checked here so a malformed id never reaches the research service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The report\'s id (RES…)' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  id!: string;
}
