import { TECHNOLOGY_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class TechnologyArgs {
  // Checked here so a malformed id never reaches the catalogue service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The technology\'s id' })
  @Matches(TECHNOLOGY_ID_PATTERN, { message: 'Invalid technology id' })
  id!: string;
}
