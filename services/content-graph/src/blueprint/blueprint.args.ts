import { BLUEPRINT_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class BlueprintArgs {
  // Checked here so a malformed id never reaches the blueprint service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The blueprint\'s id (BLP…)' })
  @Matches(BLUEPRINT_ID_PATTERN, { message: 'Invalid content id' })
  id!: string;
}
