import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { THEMED_LISTING_SLUGS } from '@portal/domain';

/** 12 + 3 x 300: far beyond any theme. */
export const MAX_THEMED_STEP = 300;

@InputType({ description: 'A themed listing page /insights/{slug} (spec 3 §2) and how many Show more steps' })
export class ThemedListingInput {
  @Field(() => String, { description: 'One of the ten themed listing slugs' })
  @IsIn(THEMED_LISTING_SLUGS, { message: 'Unknown themed listing' })
  slug!: string;

  @Field(() => Int, { nullable: true, description: '0 (default): the first 12; n: the 3 after the first 12 + 3(n-1)' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'step must be 0 or more' })
  @Max(MAX_THEMED_STEP, { message: `step must be ${MAX_THEMED_STEP} or less` })
  step?: number | null;
}
