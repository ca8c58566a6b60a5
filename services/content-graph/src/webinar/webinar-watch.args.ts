import { WEBINAR_ASSET_IDS, WEBINAR_ID_PATTERN } from '@portal/domain';
import { IsIn, Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class WebinarFileArgs {
  // Checked here so a malformed id never reaches the webinar service (400 BAD_USER_INPUT).
  @Field(() => ID)
  @Matches(WEBINAR_ID_PATTERN, { message: 'Invalid webinar id' })
  id!: string;
}

@ArgsType()
export class WebinarAssetFileArgs extends WebinarFileArgs {
  @Field(() => ID)
  @IsIn([...WEBINAR_ASSET_IDS], { message: 'Unknown downloadable asset' })
  assetId!: string;
}
