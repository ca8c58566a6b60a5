import { Field, Int, ObjectType } from 'type-graphql';
import { SearchCard } from '../../search/search.type.js';

@ObjectType({ description: 'One fetch of a themed listing: its texts (never its filter) and cards (spec 3 §2, §9)' })
export class ThemedListingResults {
  @Field({ description: 'The themed listing results\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: 'The line above the title' })
  eyebrow!: string;

  @Field({ description: 'The themed listing results\'s title' })
  title!: string;

  @Field({ description: 'The themed listing results\'s description' })
  description!: string;

  @Field({ description: 'Only the first five themes show a breadcrumb' })
  breadcrumb!: boolean;

  @Field(() => Int, { description: 'The step answered: 0 = the first 12, then 3 per step' })
  step!: number;

  @Field(() => Int, { description: 'How many items match, over all pages' })
  itemsTotal!: number;

  @Field({ description: 'More items after this step' })
  loadMore!: boolean;

  @Field(() => [SearchCard], { description: 'The cards of this page' })
  cards!: SearchCard[];
}
