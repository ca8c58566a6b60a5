import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** Far beyond any listing: a page past it is a mistake or a scan. */
export const MAX_PAGE = 1000;

/** An optional whole-number paging argument (a page, a step, an offset) between min and max. */
export function PagingArg(min: number, max: number, description: string): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    Field(() => Int, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsInt()(target, key);
    Min(min, { message: `${name} must be ${min} or more` })(target, key);
    Max(max, { message: `${name} must be ${max} or less` })(target, key);
  };
}

/** The one paging argument every paged listing's input extends (spec 3 §4 Paging). */
@InputType()
export abstract class PageInput {
  @PagingArg(1, MAX_PAGE, '1-based, default 1')
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
