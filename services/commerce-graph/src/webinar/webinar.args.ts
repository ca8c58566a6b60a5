import { WEBINAR_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class WebinarIdArgs {
  // Checked here so a malformed id never reaches the webinar service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The id of the webinar to register for' })
  @Matches(WEBINAR_ID_PATTERN, { message: 'Invalid webinar id' })
  id!: string;
}
