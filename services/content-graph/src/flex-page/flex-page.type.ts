import { FLEX_HERO_GRADIENTS, type FlexHeroGradient } from '@portal/domain';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReportSection } from '../report/report-section.type.js';

export const FlexHeroGradientEnum = Object.fromEntries(FLEX_HERO_GRADIENTS.map((name) => [name, name])) as { [K in FlexHeroGradient]: K };
registerEnumType(FlexHeroGradientEnum, {
  name: 'FlexHeroGradient',
  description: "The colour wash over a flex page's hero image",
  valuesConfig: {
    navy: { description: 'A navy wash' },
    plum: { description: 'A plum wash' },
    teal: { description: 'A teal wash' },
  },
});

@ObjectType({ description: 'A hero button: its label and where it goes' })
export class FlexButton {
  @Field({ description: 'Where the button goes' })
  cta!: string;

  @Field(() => String, { nullable: true, description: 'A portal path, opened inside the app' })
  contentUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Any other address, opened as a plain link' })
  link!: string | null;
}

@ObjectType({ description: "Another flex page, in a flex page's navigation" })
export class FlexNavEntry {
  @Field(() => ID, { description: 'The flex nav entry\'s id' })
  id!: string;

  @Field({ description: 'The flex nav entry\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: 'The flex nav entry\'s title' })
  title!: string;

  @Field({ description: '/content/{slug}/{id}' })
  path!: string;
}

@ObjectType({ description: 'One tab of the optional tab bar' })
export class FlexTab {
  @Field(() => ID, { description: 'The ?tab= value that selects it' })
  id!: string;

  @Field({ description: 'The flex tab\'s title' })
  title!: string;

  @Field(() => [ReportSection], { description: "The tab's body, in a report body's sections and blocks" })
  sections!: ReportSection[];
}

@ObjectType({ description: 'A flex page (spec 2 §3 "Flex page"): /content/{slug}/{id}?tab={tab}' })
export class FlexPage {
  @Field(() => ID, { description: 'The flex page\'s id' })
  id!: string;

  @Field({ description: 'The flex page\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: '/content/{slug}/{id}' })
  path!: string;

  @Field({ description: 'The line above the title' })
  eyebrow!: string;

  @Field({ description: 'The flex page\'s title' })
  title!: string;

  @Field({ description: 'The flex page\'s description' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'Decorative hero picture (/images/heroes/{id}.svg)' })
  backgroundImage!: string | null;

  @Field(() => FlexHeroGradientEnum, { description: 'The colour wash over the hero image' })
  heroGradient!: FlexHeroGradient;

  @Field(() => FlexButton, { description: 'The main call to action' })
  primaryButton!: FlexButton;

  @Field(() => FlexButton, { description: 'The second call to action', nullable: true })
  secondaryButton!: FlexButton | null;

  @Field({ description: 'The overview text, as sanitised HTML' })
  overView!: string;

  @Field(() => [FlexTab], { description: 'Empty for a page without a tab bar' })
  tabs!: FlexTab[];

  @Field(() => [ReportSection], { description: 'The body of a page without tabs (a tabbed page has its body in its tabs)' })
  sections!: ReportSection[];

  @Field(() => [FlexNavEntry], { description: 'The entries of the page navigation' })
  navEntries!: FlexNavEntry[];
}
