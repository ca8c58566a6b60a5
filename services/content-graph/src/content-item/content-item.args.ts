import { CONTENT_ITEM_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class ContentItemArgs {
  // Checked here so a malformed id never reaches the content service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The id of any piece of content (report, webinar, blog …)' })
  @Matches(CONTENT_ITEM_ID_PATTERN, { message: 'Invalid content item id' })
  id!: string;
}
