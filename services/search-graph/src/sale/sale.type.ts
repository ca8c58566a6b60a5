import { Directive, Field, ID, ObjectType } from 'type-graphql';

// commerce-graph owns ContentSale (content as the cart sees it: its purchase, null when the caller
// may not buy it); a search card points at it by content id, so even locked research, whose Report
// the caller may not read, can offer "Add to cart".
@Directive('@key(fields: "contentId", resolvable: false)')
@ObjectType()
export class ContentSale {
  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;
}
