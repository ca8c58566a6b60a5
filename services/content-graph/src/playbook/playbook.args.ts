import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class PlaybookArgs {
  // Checked here so a malformed id never reaches the playbook service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The playbook\'s id' })
  @Matches(/^PLA\d+$/, { message: 'Invalid content id' })
  id!: string;
}
