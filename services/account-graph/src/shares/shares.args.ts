import { IsOptional, Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import { SHARE_ID_PATTERN, SHARE_TICKET_INVALID_MESSAGE, SHARE_TICKET_PATTERN } from '@portal/domain';

const RESEARCH_ID = /^RES\d+$/;

@ArgsType()
export class ShareReportArgs {
  @Field(() => ID, { description: 'The report to share' })
  @Matches(RESEARCH_ID, { message: 'Invalid report id' })
  contentId!: string;
}

@ArgsType()
export class RevokeShareArgs {
  @Field(() => ID, { description: "The share's id (from viewer.researchShares or the create answer), never the ticket" })
  @Matches(SHARE_ID_PATTERN, { message: 'Invalid share id' })
  id!: string;
}

@ArgsType()
export class RedeemShareArgs {
  // A malformed ticket gets the very message of a forged one: its shape tells a guesser nothing.
  @Field({ description: 'The ticket from the share link' })
  @Matches(SHARE_TICKET_PATTERN, { message: SHARE_TICKET_INVALID_MESSAGE })
  ticket!: string;

  @Field(() => ID, { nullable: true, description: "The link's report id ({resid}); a ticket for another report is refused" })
  @IsOptional()
  @Matches(RESEARCH_ID, { message: SHARE_TICKET_INVALID_MESSAGE })
  contentId?: string | null;
}
