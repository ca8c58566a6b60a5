import { CONTENT_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

export const INVALID_CART_CONTENT_ID = 'contentId must be a content id such as RES123456 or WEB123456';

@ArgsType()
export class CartItemArgs {
  // Checked here so a malformed id never reaches the cart service (400 BAD_USER_INPUT). Only the
  // id travels: the price is the catalogue's.
  @Field(() => ID, { description: 'The id of the report or webinar, e.g. RES123456' })
  @Matches(CONTENT_ID_PATTERN, { message: INVALID_CART_CONTENT_ID })
  contentId!: string;
}
