import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum ReprintLinkKind {
  REPRINTS = 'reprints',
  PREVIEW = 'preview',
}
registerEnumType(ReprintLinkKind, { name: 'ReprintLinkKind', description: "A customer's reprint licence, or a short preview" });

@ObjectType({ description: 'A reprints or preview link for one report (spec 1 §6): its token is shown this once' })
export class ReprintLink {
  @Field(() => ID, { description: "The token's own id, never the token" })
  id!: string;

  @Field(() => ID)
  contentId!: string;

  @Field(() => ReprintLinkKind)
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

  @Field(() => ID)
  contentId!: string;

  @Field({ description: "The report's title" })
  title!: string;

  @Field({ description: "The report's page, /report/{slug}/{id}, without the token" })
  path!: string;

  @Field(() => ReprintLinkKind)
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
