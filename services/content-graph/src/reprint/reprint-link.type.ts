import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum ReprintLinkKind {
  REPRINTS = 'reprints',
  PREVIEW = 'preview',
}
registerEnumType(ReprintLinkKind, {
  name: 'ReprintLinkKind',
  description: "A customer's reprint licence, or a short preview",
  valuesConfig: {
    REPRINTS: { description: "A customer's reprint licence: anyone with the link reads the report for 90 days" },
    PREVIEW: { description: 'A preview: anyone with the link reads the report for one day' },
  },
});

@ObjectType({ description: 'A reprints or preview link for one report (spec 1 §6): its token is shown this once' })
export class ReprintLink {
  @Field(() => ID, { description: "The token's own id, never the token" })
  id!: string;

  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field(() => ReprintLinkKind, { description: 'Which link it is' })
  kind!: ReprintLinkKind;

  @Field({ description: '/report/{slug}/{id}?reprintsToken=… (or ?preview_token=…): the link to send' })
  path!: string;

  @Field({ description: 'ISO 8601: the link opens nothing after this' })
  expiresAt!: string;
}

@ObjectType({ description: "One of the caller's reprints or preview links, as its issuer lists it (never its token)" })
export class ListedReprintLink {
  @Field(() => ID, { description: 'What the issuer revokes it by; never the token' })
  id!: string;

  @Field(() => ID, { description: 'The id of the one report the link opens, e.g. RES123456' })
  contentId!: string;

  @Field({ description: "The report's title" })
  title!: string;

  @Field({ description: "The report's page, /report/{slug}/{id}, without the token" })
  path!: string;

  @Field(() => ReprintLinkKind, { description: 'A reprints licence (long-lived) or a preview (one day)' })
  kind!: ReprintLinkKind;

  @Field({ description: 'ISO 8601' })
  createdAt!: string;

  @Field({ description: 'ISO 8601: the link opens nothing after this' })
  expiresAt!: string;

  @Field(() => String, { nullable: true, description: 'When its issuer withdrew it (ISO 8601); null while not' })
  revokedAt!: string | null;

  @Field({ description: 'active, expired or revoked' })
  status!: string;
}
