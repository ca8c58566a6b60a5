import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import {
  EMAIL_MAX_LENGTH,
  INITIATIVE_ACTION_STATUSES,
  INITIATIVE_ID_PATTERN,
  INVALID_ACTION_ITEM_ID_MESSAGE,
  INVALID_ACTION_STATUS_MESSAGE,
  INVALID_INITIATIVE_ID_MESSAGE,
  REQUIRED_MESSAGE,
  maxLengthMessage,
} from '@portal/domain';

// The rules of packages/domain, checked here so bad input never reaches outcomes-service
// (400 BAD_USER_INPUT), which judges it again with the same rules.
@ArgsType()
export class InitiativeIdArgs {
  @Field(() => ID, { description: 'The initiative\'s id' })
  @Matches(INITIATIVE_ID_PATTERN, { message: INVALID_INITIATIVE_ID_MESSAGE })
  id!: string;
}

@ArgsType()
export class InitiativesByEmailArgs {
  @Field({ description: "The client's e-mail address; surrounding spaces are ignored (spec 2 §5)" })
  @Matches(/\S/, { message: REQUIRED_MESSAGE })
  @MaxLength(EMAIL_MAX_LENGTH, { message: maxLengthMessage(EMAIL_MAX_LENGTH) })
  email!: string;
}

@ArgsType()
export class UpdateInitiativeActionArgs {
  @Field(() => ID, { nullable: true, description: 'The initiative of the action; null or absent for an other action' })
  @IsOptional()
  @Matches(INITIATIVE_ID_PATTERN, { message: INVALID_INITIATIVE_ID_MESSAGE })
  initiativeId?: string | null;

  @Field(() => ID, { description: 'The id of the initiative\'s action item to update' })
  @Matches(INITIATIVE_ID_PATTERN, { message: INVALID_ACTION_ITEM_ID_MESSAGE })
  actionItemId!: string;

  @Field({ description: INITIATIVE_ACTION_STATUSES.join(', ') })
  @IsIn(INITIATIVE_ACTION_STATUSES, { message: INVALID_ACTION_STATUS_MESSAGE })
  status!: string;
}
