import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'A navigation menu item (spec 3 §3); items nest: a menu button, its groups, their links. Whether an item is selected or active '
    + "depends on the reader's current route, so the client derives it (the domain's selectedMenuKeys) rather than this graph.",
})
export class NavigationMenuItem {
  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field({ description: 'Unique within its menu; what the selected-item rule reports' })
  key!: string;

  @Field(() => String, { nullable: true, description: 'Where the item links: a portal path, or an https address when external' })
  path!: string | null;

  @Field(() => String, { nullable: true, description: "The portal route pattern serving the item's page, e.g. '/functions/:slug/*'" })
  route!: string | null;

  @Field(() => String, { description: 'The navigation menu item\'s description', nullable: true })
  description!: string | null;

  @Field({ description: 'The link leaves the portal' })
  external!: boolean;

  @Field(() => Int, { nullable: true, description: 'A count shown as a badge beside the label, e.g. how many priorities a function has' })
  counter!: number | null;

  @Field({ description: 'Show a chevron: the item leads to more below it' })
  chevron!: boolean;

  @Field(() => String, { nullable: true, description: "An icon's name from the portal's icon set; a client shows none for a name it does not know" })
  iconName!: string | null;

  @Field(() => String, { nullable: true, description: "The heading of the item's open menu or panel" })
  mainHeader!: string | null;

  @Field(() => String, { nullable: true, description: "The introduction under the open menu's heading" })
  mainDescription!: string | null;

  @Field(() => String, { nullable: true, description: "A group's call to action, e.g. 'View all functions'" })
  categoryActionButton!: string | null;

  @Field(() => String, { description: 'Where the category heading goes', nullable: true })
  categoryActionPath!: string | null;

  @Field(() => [NavigationMenuItem], { description: "The item's links grouped under sub-headers: each is a sub-header (its label) with its links (its menuItems)" })
  subHeaderMenuItems!: NavigationMenuItem[];

  @Field(() => [NavigationMenuItem], { description: 'The entries of this menu' })
  menuItems!: NavigationMenuItem[];

  @Field({ description: 'The item opens a dropdown of its links rather than going to its own path' })
  isDropdown!: boolean;
}

@ObjectType({ description: "The caller's main navigation for one product (spec 3 §6)" })
export class NavigationMenu {
  @Field({ description: 'The product whose menu this is: FD, FMI, AOC or GUEST' })
  product!: string;

  @Field(() => [String], { description: 'Every product the caller may switch to; more than one shows the switcher' })
  products!: string[];

  @Field({ description: 'FD for a caller who also has FMI: both menus in one (spec 1 §6)' })
  combined!: boolean;

  @Field(() => [NavigationMenuItem], { description: 'The entries of this menu' })
  menuItems!: NavigationMenuItem[];
}
