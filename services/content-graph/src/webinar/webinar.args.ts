import { CONTENT_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class WebinarArgs {
  // Checked here so a malformed id never reaches the webinar service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The webinar\'s id (WEB…)' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  id!: string;
}
