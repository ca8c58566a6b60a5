import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { THEMED_LISTING_SLUGS } from '@portal/domain';
import { PagingArg } from '../../paging/page.input.js';

/** 12 + 3 x 300: far beyond any theme. */
export const MAX_THEMED_STEP = 300;

@InputType({ description: 'A themed listing page /insights/{slug} (spec 3 §2) and how many Show more steps' })
export class ThemedListingInput {
  @Field(() => String, { description: 'One of the ten themed listing slugs' })
  @IsIn(THEMED_LISTING_SLUGS, { message: 'Unknown themed listing' })
  slug!: string;

  @PagingArg(0, MAX_THEMED_STEP, '0 (default): the first 12; n: the 3 after the first 12 + 3(n-1)')
  step?: number | null;
}
