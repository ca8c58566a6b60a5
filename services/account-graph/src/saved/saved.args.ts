import { IsIn, IsInt, IsOptional, Length, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import {
  FAVORITES_MAX_PAGE,
  FAVORITES_SORTS,
  FAVORITES_TOPIC_MAX_LENGTH,
  SAVABLE_CONTENT_TYPES,
  SAVED_CONTENT_ID_PATTERN,
  type FavoritesSort,
  type SavableContentType,
} from '@portal/domain';

@ArgsType()
export class ContentIdArgs {
  // Checked here so a malformed id never reaches the favorites service (400 BAD_USER_INPUT); the
  // service refuses the types that may not be saved, naming the ones that may.
  @Field(() => ID, { description: 'A report, figure, webinar, peer discussion, tool or podcast id' })
  @Matches(SAVED_CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  contentId!: string;
}

@InputType({ description: 'Which favorites to list (spec 3 "Favorites page state"): filters, sort and page' })
export class FavoritesInput {
  @Field(() => String, { nullable: true, description: 'Only items about this topic' })
  @IsOptional()
  @Length(1, FAVORITES_TOPIC_MAX_LENGTH, { message: `A topic has 1 to ${FAVORITES_TOPIC_MAX_LENGTH} characters` })
  topic?: string | null;

  @Field(() => String, { nullable: true, description: `Only items of this type: ${SAVABLE_CONTENT_TYPES.join(', ')}` })
  @IsOptional()
  @IsIn(SAVABLE_CONTENT_TYPES, { message: `category must be one of ${SAVABLE_CONTENT_TYPES.join(', ')}` })
  category?: SavableContentType | null;

  @Field(() => String, { nullable: true, description: `${FAVORITES_SORTS.join(', ')}; default recent (most recently saved first)` })
  @IsOptional()
  @IsIn(FAVORITES_SORTS, { message: `sort must be one of ${FAVORITES_SORTS.join(', ')}` })
  sort?: FavoritesSort | null;

  @Field(() => Int, { nullable: true, description: '1-based, default 1' })
  @IsOptional()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(FAVORITES_MAX_PAGE, { message: `page must be ${FAVORITES_MAX_PAGE} or less` })
  page?: number | null;
}

@ArgsType()
export class FavoritesArgs {
  @Field(() => FavoritesInput, { description: 'Which of the reader\'s favorites to return: type filter and page', nullable: true })
  input?: FavoritesInput | null;
}
