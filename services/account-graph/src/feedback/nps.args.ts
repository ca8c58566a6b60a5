import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { NPS_COMMENT_MAX_LENGTH, NPS_COMMENT_TOO_LONG_MESSAGE, NPS_MAX_SCORE, NPS_MIN_SCORE, NPS_SCORE_MESSAGE } from '@portal/domain';

// The form's limits and messages (packages/domain), so a bad answer is refused here before any
// REST call; feedback-service judges it again with the form's own schema.
@InputType({ description: 'An answer to the Net Promoter Score survey' })
export class NetPromoterScoreInput {
  @Field(() => Int, { description: `How likely the reader is to recommend us, ${NPS_MIN_SCORE} to ${NPS_MAX_SCORE}` })
  @IsInt({ message: NPS_SCORE_MESSAGE })
  @Min(NPS_MIN_SCORE, { message: NPS_SCORE_MESSAGE })
  @Max(NPS_MAX_SCORE, { message: NPS_SCORE_MESSAGE })
  score!: number;

  @Field(() => String, { nullable: true, description: `Why, in the reader's words; at most ${NPS_COMMENT_MAX_LENGTH} characters` })
  @IsOptional()
  @MaxLength(NPS_COMMENT_MAX_LENGTH, { message: NPS_COMMENT_TOO_LONG_MESSAGE })
  comment?: string | null;
}
