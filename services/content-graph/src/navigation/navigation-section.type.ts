import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A link of a navigation source section (spec 3 §3)' })
export class NavigationLink {
  @Field({ description: 'The navigation link\'s id' })
  id!: string;

  @Field({ description: 'The text' })
  text!: string;

  @Field({ description: 'A portal path, or an https address for a link that leaves the portal' })
  href!: string;

  @Field(() => String, { description: 'The navigation link\'s description', nullable: true })
  description!: string | null;

  @Field({ description: 'A function the firm leads with (one a Who We Serve audience opens)' })
  isPrimaryFunction!: boolean;
}

@ObjectType({ description: 'One list of links within a section' })
export class NavigationLinkSection {
  @Field(() => [NavigationLink], { description: 'The links' })
  linkList!: NavigationLink[];
}

@ObjectType({ description: 'A navigation source section (spec 3 §3): a titled column of links, e.g. in the footer' })
export class NavigationSection {
  @Field({ description: 'The section\'s id' })
  sectionId!: string;

  @Field({ description: 'The title of the section cited' })
  sectionTitle!: string;

  @Field(() => String, { nullable: true, description: "The section's own page in the portal" })
  href!: string | null;

  @Field(() => String, { nullable: true, description: "The section's page outside the portal" })
  url!: string | null;

  @Field({ description: 'What the section gathers: functions, audiences, research or company' })
  type!: string;

  @Field(() => [NavigationLinkSection], { description: 'The link groups' })
  linkSections!: NavigationLinkSection[];
}
