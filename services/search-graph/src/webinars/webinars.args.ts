import { IsIn, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { WEBINAR_LISTING_TYPES } from '@portal/domain';
import { PageInput } from '../paging/page.input.js';

export const WEBINAR_KINDS = ['webinar', 'peer discussions'] as const;

@InputType({ description: 'The state of /webinar/{upcoming|ondemand} and /peer-discussions (spec 3 §2, §7)' })
export class WebinarListInput extends PageInput {
  @Field(() => String, { description: "'upcoming' or 'ondemand'" })
  @IsIn(WEBINAR_LISTING_TYPES, { message: "type must be 'upcoming' or 'ondemand'" })
  type!: (typeof WEBINAR_LISTING_TYPES)[number];

  @Field(() => String, { nullable: true, description: "'webinar' (default) or 'peer discussions'" })
  @IsOptional()
  @IsIn(WEBINAR_KINDS, { message: "webinarType must be 'webinar' or 'peer discussions'" })
  webinarType?: (typeof WEBINAR_KINDS)[number] | null;
}
