import { FLEX_HERO_GRADIENTS, type FlexHeroGradient } from '@portal/domain';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReportSection } from '../report/report-section.type.js';

export const FlexHeroGradientEnum = Object.fromEntries(FLEX_HERO_GRADIENTS.map((name) => [name, name])) as { [K in FlexHeroGradient]: K };
registerEnumType(FlexHeroGradientEnum, { name: 'FlexHeroGradient', description: "The colour wash over a flex page's hero image" });

@ObjectType({ description: 'A hero button: its label and where it goes' })
export class FlexButton {
  @Field()
  cta!: string;

  @Field(() => String, { nullable: true, description: 'A portal path, opened inside the app' })
  contentUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Any other address, opened as a plain link' })
  link!: string | null;
}

@ObjectType({ description: "Another flex page, in a flex page's navigation" })
export class FlexNavEntry {
  @Field(() => ID)
  id!: string;

  @Field()
  slug!: string;

  @Field()
  title!: string;

  @Field({ description: '/content/{slug}/{id}' })
  path!: string;
}

@ObjectType({ description: 'One tab of the optional tab bar' })
export class FlexTab {
  @Field(() => ID, { description: 'The ?tab= value that selects it' })
  id!: string;

  @Field()
  title!: string;

  @Field(() => [ReportSection], { description: "The tab's body, in a report body's sections and blocks" })
  sections!: ReportSection[];
}

@ObjectType({ description: 'A flex page (spec 2 §3 "Flex page"): /content/{slug}/{id}?tab={tab}' })
export class FlexPage {
  @Field(() => ID)
  id!: string;

  @Field()
  slug!: string;

  @Field({ description: '/content/{slug}/{id}' })
  path!: string;

  @Field()
  eyebrow!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: 'Decorative hero picture (/images/heroes/{id}.svg)' })
  backgroundImage!: string | null;

  @Field(() => FlexHeroGradientEnum)
  heroGradient!: FlexHeroGradient;

  @Field(() => FlexButton)
  primaryButton!: FlexButton;

  @Field(() => FlexButton, { nullable: true })
  secondaryButton!: FlexButton | null;

  @Field()
  overView!: string;

  @Field(() => [FlexTab], { description: 'Empty for a page without a tab bar' })
  tabs!: FlexTab[];

  @Field(() => [ReportSection], { description: 'The body of a page without tabs (a tabbed page has its body in its tabs)' })
  sections!: ReportSection[];

  @Field(() => [FlexNavEntry])
  navEntries!: FlexNavEntry[];
}
