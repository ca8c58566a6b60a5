import { isContentId } from '@portal/domain';
import { ValidateBy } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class AddToCartArgs {
  // A malformed id never reaches the cart service.
  @Field(() => ID)
  @ValidateBy({ name: 'isContentId', validator: { validate: (value) => typeof value === 'string' && isContentId(value), defaultMessage: () => 'Invalid content id' } })
  contentId!: string;
}
