import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { CHAT_HISTORY_MAX_PAGE, CONTENT_ID_PATTERN, PROMPT_FEEDBACK_VALUES, PROMPT_ID_PATTERN } from '@portal/domain';

@ArgsType()
export class AssistantChatArgs {
  @Field(() => ID, { description: 'The report (RES…) the chat is about' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  contentId!: string;

  @Field(() => Int, { description: 'The page to return, 1 for the oldest questions', defaultValue: 1 })
  @IsInt()
  @Min(1)
  @Max(CHAT_HISTORY_MAX_PAGE)
  page!: number;
}

@ArgsType()
export class AssistantPromptArgs {
  @Field(() => ID, { description: 'The report (RES…) the chat is about' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  contentId!: string;

  @Field(() => ID, { description: 'The id of the question to edit; it and every later question of the chat are dropped' })
  @Matches(PROMPT_ID_PATTERN, { message: 'Invalid promptId' })
  promptId!: string;
}

@ArgsType()
export class AssistantFeedbackArgs {
  @Field(() => ID, { description: 'The id of the question whose answer is rated' })
  @Matches(PROMPT_ID_PATTERN, { message: 'Invalid promptId' })
  promptId!: string;

  @Field(() => String, { nullable: true, description: 'up, down, or null to take it back' })
  @IsOptional()
  @IsIn(PROMPT_FEEDBACK_VALUES, { message: `feedback must be one of ${PROMPT_FEEDBACK_VALUES.join(', ')} or null` })
  feedback!: string | null;
}
