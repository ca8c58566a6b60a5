import { Directive, Field, ID, ObjectType } from 'type-graphql';

// commerce-graph owns Purchase (what buying a content costs the caller, or null when they may not
// buy it); a search card points at it by content id, so even locked research, whose Report the
// caller may not read, can offer "Add to cart".
@Directive('@key(fields: "contentId", resolvable: false)')
@ObjectType()
export class Purchase {
  @Field(() => ID)
  contentId!: string;
}
