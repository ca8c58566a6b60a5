import { FLEX_PAGE_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class FlexPageArgs {
  // Checked here so a malformed id never reaches flex-service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The flex page\'s id (PG…)' })
  @Matches(FLEX_PAGE_ID_PATTERN, { message: 'Invalid content id' })
  id!: string;
}
