import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Report } from '../saved/savable.types.js';

@ObjectType({ description: "Spec 3 §3 courtesyView: a reader's limited-time view of one report shared with them by a ticket" })
export class CourtesyView {
  @Field({ description: 'When the reader opened the share link (ISO 8601)' })
  grantedAt!: string;

  @Field({ description: 'Until when the reader may read the report (ISO 8601)' })
  expiresAt!: string;
}

@ObjectType({ description: 'A share ticket for one report, as its creator lists it (the ticket itself is never listed)' })
export class ResearchShare {
  @Field(() => ID, { description: 'What the creator revokes it by; never the ticket' })
  id!: string;

  @Field(() => Report, { description: 'The report' })
  report!: Report;

  @Field({ description: "The report's title when listed" })
  title!: string;

  @Field({ description: "The report's page: /report/{slug}/{id}" })
  path!: string;

  @Field({ description: 'ISO 8601' })
  createdAt!: string;

  @Field({ description: 'Until when the link may be opened (ISO 8601)' })
  expiresAt!: string;

  @Field(() => String, { nullable: true, description: 'When its creator withdrew it (ISO 8601); null while not' })
  revokedAt!: string | null;

  @Field({ description: 'active, expired or revoked' })
  status!: string;

  @Field(() => Int, { description: 'How many readers have opened it' })
  readers!: number;
}

@ObjectType({ description: 'A new share ticket: its link is shown this once' })
export class CreatedResearchShare {
  @Field(() => ResearchShare, { description: 'The share link made' })
  share!: ResearchShare;

  @Field({ description: 'The secret ticket (128 random bits, base64url); only its hash is kept' })
  ticket!: string;

  @Field({ description: '/researchshare/{resid}/{ticket}: the path the link opens, on the portal' })
  sharePath!: string;

  @Field(() => Int, { description: "How long each reader's courtesy view lasts from when they open the link, in seconds" })
  courtesySeconds!: number;

  @Field(() => Int, { description: 'How many readers the link may let in' })
  maxReaders!: number;
}

@ObjectType({ description: 'A redeemed share ticket: the one report it opens and the courtesy view of it' })
export class ResearchShareRedemption {
  @Field(() => Report, { description: 'The report' })
  report!: Report;

  @Field({ description: "The report's title" })
  title!: string;

  @Field({ description: "The report's page: /report/{slug}/{id}" })
  path!: string;

  @Field(() => CourtesyView, { description: 'Whether the reader reads it as a courtesy view of a share link' })
  courtesyView!: CourtesyView;
}
