import { RESEARCH_ID_PATTERN, UUID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import { ReprintLinkKind } from './reprint-link.type.js';

@ArgsType()
export class IssueReprintLinkArgs {
  @Field(() => ID, { description: 'The report the link opens' })
  @Matches(RESEARCH_ID_PATTERN, { message: 'Invalid report id' })
  contentId!: string;

  @Field(() => ReprintLinkKind, { description: 'Which link to issue: a customer\'s reprint licence or a short preview', defaultValue: ReprintLinkKind.REPRINTS })
  kind!: ReprintLinkKind;
}

@ArgsType()
export class RevokeReprintLinkArgs {
  @Field(() => ID, { description: "The link's id (from reprintLinks or the issue answer), never its token" })
  @Matches(UUID_PATTERN, { message: 'Invalid reprint link id' })
  id!: string;
}
