import { createUnionType, Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns these entities; account-graph adds whether the signed-in user has saved each
// (spec 2 §4: reports, tools, audio, video, figures, webinars and peer discussions may be saved),
// and returns references ({ id }) that the gateway resolves in content-graph.
const IS_SAVED = "Whether the signed-in user has saved it to their favorites; false when logged out";

@Directive('@key(fields: "id")')
@ObjectType()
export class Report {
  @Field(() => ID, { description: 'The report\'s id' })
  id!: string;

  @Field({ description: IS_SAVED })
  isSaved!: boolean;
}

@Directive('@key(fields: "id")')
@ObjectType()
export class Webinar {
  @Field(() => ID, { description: 'The webinar\'s id' })
  id!: string;

  @Field({ description: `${IS_SAVED} (webinars and peer discussions)` })
  isSaved!: boolean;
}

@Directive('@key(fields: "id")')
@ObjectType()
export class Figure {
  @Field(() => ID, { description: 'The figure\'s id' })
  id!: string;

  @Field({ description: IS_SAVED })
  isSaved!: boolean;
}

@Directive('@key(fields: "id")')
@ObjectType()
export class ContentItem {
  @Field(() => ID, { description: 'The content item\'s id' })
  id!: string;

  @Field({ description: `${IS_SAVED}. Only tools and podcasts (audio) may be saved; the others are always false` })
  isSaved!: boolean;
}

/** A reference, or the answer of a save mutation that already knows the state. */
export interface SavableRef {
  id: string;
  isSaved?: boolean;
}

const FIGURE_ID = /^[A-Z]{3}\d+-figure-\d+$/;

/** The entity type a savable content id names: figures by their id, then by prefix. */
export function savableTypeOf(contentId: string): typeof Report | typeof Webinar | typeof Figure | typeof ContentItem {
  if (FIGURE_ID.test(contentId)) return Figure;
  if (contentId.startsWith('RES')) return Report;
  if (contentId.startsWith('WEB')) return Webinar;
  return ContentItem;
}

export const SavableContent = createUnionType({
  name: 'SavableContent',
  description: 'Content that may be saved: a report, a figure, a webinar or peer discussion, or a tool or podcast',
  types: () => [Report, Figure, Webinar, ContentItem] as const,
  resolveType: (value: SavableRef) => savableTypeOf(value.id),
});
