import { MAX_RECORDING_POSITION_SECONDS, RECORDING_MILESTONES, WEBINAR_ASSET_IDS, WEBINAR_ID_PATTERN, type RecordingMilestone } from '@portal/domain';
import { IsIn, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, Float, ID, Int } from 'type-graphql';

@ArgsType()
export class WebinarFileArgs {
  // Checked here so a malformed id never reaches the webinar service (400 BAD_USER_INPUT).
  @Field(() => ID, { description: 'The webinar\'s id' })
  @Matches(WEBINAR_ID_PATTERN, { message: 'Invalid webinar id' })
  id!: string;
}

@ArgsType()
export class WebinarAssetFileArgs extends WebinarFileArgs {
  @Field(() => ID, { description: 'The id of the webinar\'s attachment (slides, handout …)' })
  @IsIn([...WEBINAR_ASSET_IDS], { message: 'Unknown downloadable asset' })
  assetId!: string;
}

@ArgsType()
export class SaveRecordingProgressArgs extends WebinarFileArgs {
  // The same bounds as webinar-service's (domain recordingProgressInputSchema).
  @Field(() => Float, { description: 'The player position, in seconds' })
  @Min(0, { message: 'positionSeconds must not be negative' })
  @Max(MAX_RECORDING_POSITION_SECONDS, { message: `positionSeconds must be at most ${MAX_RECORDING_POSITION_SECONDS}` })
  positionSeconds!: number;

  @Field(() => Int, { description: 'The furthest milestone reached in this play: 0, 25, 50, 75 or 100 (percent)' })
  @IsIn([...RECORDING_MILESTONES], { message: 'milestone must be 0, 25, 50, 75 or 100' })
  milestone!: RecordingMilestone;

  @Field({ defaultValue: false, description: 'True on the update that marks a play start' })
  playStarted!: boolean;
}
