import { ANALYST_ID_PATTERN, FOLLOW_TOPIC_MAX_LENGTH } from '@portal/domain';
import { Length, Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';


@ArgsType()
export class AnalystIdArgs {
  // Checked here so a malformed id never reaches the alerts service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The analyst\'s id' })
  @Matches(ANALYST_ID_PATTERN, { message: 'Invalid analyst id' })
  id!: string;
}

@ArgsType()
export class TopicArgs {
  @Field({ description: 'The topic (a search string) to follow or unfollow' })
  @Length(1, FOLLOW_TOPIC_MAX_LENGTH, { message: `A topic has 1 to ${FOLLOW_TOPIC_MAX_LENGTH} characters` })
  topic!: string;
}
