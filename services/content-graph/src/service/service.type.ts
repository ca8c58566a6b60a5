import { Field, ID, ObjectType } from 'type-graphql';

// A service of the listing (spec 3 §3 "Service listing item"): a function, or a market insights
// service. Its source object is the service-service's ServiceListingItemDto.
@ObjectType({ description: 'A research service (a subscription product) and its research' })
export class Service {
  @Field(() => ID, { description: 'SER…' })
  id!: string;

  @Field({ description: 'The service\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: 'The service\'s title' })
  title!: string;

  @Field({ description: 'The service\'s description' })
  description!: string;

  @Field({ description: "The market service: 'Technology', 'B2B' or 'Consumer & Digital'" })
  category!: string;

  @Field({ description: "'MarketsInsights' or 'Function'" })
  contentType!: string;

  @Field({ description: 'Where its card leads' })
  contentURL!: string;

  @Field({ description: "Held by the signed-in viewer's services; false when logged out" })
  isSubscribed!: boolean;

  @Field({ description: 'Whether only subscribers may read the service\'s research' })
  isProtected!: boolean;
}

@ObjectType({ description: 'The functions listing (spec 3 §6): protected services the viewer does not hold are left out' })
export class ServiceListing {
  @Field(() => [Service], { description: 'Whether the reader is subscribed' })
  subscribed!: Service[];

  @Field(() => [Service], { description: 'Whether a non-subscriber may preview the service' })
  previewable!: Service[];
}

@ObjectType({ description: 'A card of a function page tab' })
export class ServiceTabItem {
  @Field(() => ID, { description: 'The service tab item\'s id' })
  id!: string;

  @Field({ description: 'The service tab item\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the service tab item' })
  summary!: string;

  @Field({ description: 'The path of its page on the portal' })
  path!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field({ description: "Report type, tool badge or 'Webinar'" })
  label!: string;
}

@ObjectType({ description: 'A function page tab (spec 3 §2): Functional Priorities, then each later tab that has data' })
export class ServiceTab {
  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field({ description: 'Made from the label' })
  slug!: string;

  @Field(() => [ServiceTabItem], { description: 'Empty for Functional Priorities (see ServicePage.priorities)' })
  items!: ServiceTabItem[];
}
