import { REGISTRATION_ID_FORMAT_MESSAGE, REGISTRATION_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class RegisterProductArgs {
  // A malformed id never reaches the service (400 BAD_USER_INPUT with the rule as its message).
  @Field({ description: 'The product registration id, as issued' })
  @Matches(REGISTRATION_ID_PATTERN, { message: REGISTRATION_ID_FORMAT_MESSAGE })
  registrationId!: string;
}
