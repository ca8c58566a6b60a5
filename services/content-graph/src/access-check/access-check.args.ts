import { MAX_BATCH_IDS } from '@portal/contracts';
import { EMAIL_MAX_LENGTH, EMAIL_SHAPE, EMAIL_SHAPE_MESSAGE, RESEARCH_ID_PATTERN, maxLengthMessage } from '@portal/domain';
import { ArrayMaxSize, ArrayMinSize, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

// Checked here so malformed input never reaches research-service (400 BAD_USER_INPUT): report ids
// only (RES…), as many as one batch read takes, and an e-mail of the form's shape (packages/domain
// accessCheck.ts; the page sends it trimmed).
@ArgsType()
export class ReportAccessCheckArgs {
  @Field(() => [ID], { description: 'The reports (RES…) the person must be able to read, at least one' })
  @ArrayMinSize(1, { message: 'At least one content id is required' })
  @ArrayMaxSize(MAX_BATCH_IDS, { message: `Too many ids: at most ${MAX_BATCH_IDS} per request` })
  @Matches(RESEARCH_ID_PATTERN, { each: true, message: 'Invalid content id' })
  contentIds!: string[];

  @Field({ description: "The person's e-mail address" })
  @MaxLength(EMAIL_MAX_LENGTH, { message: maxLengthMessage(EMAIL_MAX_LENGTH) })
  @Matches(EMAIL_SHAPE, { message: EMAIL_SHAPE_MESSAGE })
  email!: string;
}
