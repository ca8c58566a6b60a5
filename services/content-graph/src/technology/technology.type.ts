import { Directive, Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: "A category's latest Wave (spec 3 §3 latestWave)" })
export class TechnologyWave {
  @Field({ description: "e.g. 'Q3 2026'" })
  quarterBadgeDetail!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;
}

@ObjectType({ description: "A category's latest Landscape (spec 3 §3 latestLandscape)" })
export class TechnologyLandscape {
  @Field({ description: "e.g. 'Q1 2026'" })
  quarter!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;
}

// A technology, or a category of technologies, of the catalogue (spec 3 §3 "Technology item").
// Its source object is the techcatalog service's TechnologyDto.
@Directive('@key(fields: "id")')
@ObjectType()
export class Technology {
  @Field(() => ID, { description: 'TEC…' })
  id!: string;

  @Field({ description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field({ description: 'The technology\'s topic id in the research taxonomy' })
  taxonomyTopicId!: string;

  @Field({ description: 'The technology\'s title' })
  title!: string;

  @Field({ description: 'The technology\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: '/insights/technology-landscapes-and-waves/{technology|category}/{slug}/{id}' })
  path!: string;

  @Field({ description: "'Technology' or 'Category'" })
  technologyType!: string;

  @Field(() => String, { nullable: true, description: 'null for a category' })
  technologyDefinition!: string | null;

  @Field({ description: 'What the technology category covers' })
  categoryDefinition!: string;

  @Field({ description: 'The technology category\'s name' })
  categoryTitle!: string;

  @Field({ description: 'Whether the technology is an emerging one' })
  emergingTechnology!: boolean;

  @Field(() => TechnologyWave, { description: 'The latest Wave evaluation of the technology, if any', nullable: true })
  latestWave!: TechnologyWave | null;

  @Field(() => TechnologyLandscape, { description: 'The latest landscape report on the technology, if any', nullable: true })
  latestLandscape!: TechnologyLandscape | null;

  @Field({ description: 'The newest of its Wave and Landscape, YYYY-MM-DD' })
  publishedDate!: string;
}
