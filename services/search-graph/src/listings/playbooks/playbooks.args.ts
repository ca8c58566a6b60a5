import { IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PLAYBOOK_TAB_IDS } from '@portal/domain';

export const MAX_LISTING_PAGE = 1000;

@InputType({ description: 'The state of /insights/playbooks/{tab} (spec 3 §2 "Tab selection")' })
export class PlaybookListInput {
  @Field(() => String, { description: "Tab id: 'imperative', 'marketingStrategy' or 'technologyIndustryManagement'" })
  @IsIn(PLAYBOOK_TAB_IDS, { message: `tab must be one of ${PLAYBOOK_TAB_IDS.join(', ')}` })
  tab!: string;

  @Field(() => Int, { nullable: true, description: '1-based, default 1' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_LISTING_PAGE, { message: `page must be ${MAX_LISTING_PAGE} or less` })
  page?: number | null;
}

@ArgsType()
export class PlaybooksArgs {
  @Field(() => PlaybookListInput)
  @ValidateNested()
  input!: PlaybookListInput;
}
