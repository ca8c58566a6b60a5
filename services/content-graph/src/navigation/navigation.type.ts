import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A navigation menu item (spec 3 §3); items nest: a menu button, its groups, their links' })
export class NavigationMenuItem {
  @Field()
  label!: string;

  @Field({ description: 'Unique within its menu; what the selected-item rule reports' })
  key!: string;

  @Field(() => String, { nullable: true })
  path!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field({ description: 'The link leaves the portal' })
  external!: boolean;

  @Field(() => String, { nullable: true, description: "A group's call to action, e.g. 'View all functions'" })
  categoryActionButton!: string | null;

  @Field(() => String, { nullable: true })
  categoryActionPath!: string | null;

  @Field(() => [NavigationMenuItem])
  menuItems!: NavigationMenuItem[];
}

@ObjectType({ description: "The caller's main navigation for one product (spec 3 §6)" })
export class NavigationMenu {
  @Field({ description: 'The product whose menu this is: FD, FMI, AOC or GUEST' })
  product!: string;

  @Field(() => [String], { description: 'Every product the caller may switch to; more than one shows the switcher' })
  products!: string[];

  @Field({ description: 'FD for a caller who also has FMI: both menus in one (spec 1 §6)' })
  combined!: boolean;

  @Field(() => [NavigationMenuItem])
  menuItems!: NavigationMenuItem[];
}
