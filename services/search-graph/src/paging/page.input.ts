import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** Far beyond any listing: a page past it is a mistake or a scan. */
export const MAX_PAGE = 1000;

/** The one paging argument every paged listing's input extends (spec 3 §4 Paging). */
@InputType()
export abstract class PageInput {
  @Field(() => Int, { nullable: true, description: '1-based, default 1' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be ${MAX_PAGE} or less` })
  page?: number | null;
}

/** A page of a search-backed listing, which by default lists only what the caller may read. */
@InputType()
export abstract class AccessPageInput extends PageInput {
  @Field(() => Boolean, { nullable: true, description: 'Only what the caller may read; default true' })
  @IsOptional()
  @IsBoolean()
  accessOnly?: boolean | null;
}
