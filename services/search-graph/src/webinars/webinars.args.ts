import { IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { WEBINAR_LISTING_TYPES } from '@portal/domain';

export const MAX_WEBINAR_PAGE = 1000;
export const WEBINAR_KINDS = ['webinar', 'peer discussions'] as const;

@InputType({ description: 'The state of /webinar/{upcoming|ondemand} and /peer-discussions (spec 3 §2, §7)' })
export class WebinarListInput {
  @Field(() => String, { description: "'upcoming' or 'ondemand'" })
  @IsIn(WEBINAR_LISTING_TYPES, { message: "type must be 'upcoming' or 'ondemand'" })
  type!: (typeof WEBINAR_LISTING_TYPES)[number];

  @Field(() => String, { nullable: true, description: "'webinar' (default) or 'peer discussions'" })
  @IsOptional()
  @IsIn(WEBINAR_KINDS, { message: "webinarType must be 'webinar' or 'peer discussions'" })
  webinarType?: (typeof WEBINAR_KINDS)[number] | null;

  @Field(() => Int, { nullable: true, description: '1-based, default 1' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_WEBINAR_PAGE, { message: `page must be ${MAX_WEBINAR_PAGE} or less` })
  page?: number | null;
}

@ArgsType()
export class WebinarsArgs {
  @Field(() => WebinarListInput)
  @ValidateNested()
  input!: WebinarListInput;
}
