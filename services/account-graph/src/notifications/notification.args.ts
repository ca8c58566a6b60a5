import { ArrayMaxSize, ArrayMinSize, Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import { MAX_NOTIFICATION_IDS } from '@portal/contracts';

// The notification service's own bound (its contract's).
@ArgsType()
export class MarkNotificationsReadArgs {
  // Checked here so a malformed list never reaches the service (400 BAD_USER_INPUT).
  @Field(() => [ID], { description: 'The notifications to mark read (sent comma-joined)' })
  @ArrayMinSize(1, { message: 'At least one notification id is required' })
  @ArrayMaxSize(MAX_NOTIFICATION_IDS, { message: `At most ${MAX_NOTIFICATION_IDS} notification ids at a time` })
  @Matches(/^[1-9]\d{0,9}$/, { each: true, message: 'Invalid notification id' })
  ids!: string[];
}
