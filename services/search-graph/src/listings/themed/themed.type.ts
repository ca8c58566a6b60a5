import { Field, Int, ObjectType } from 'type-graphql';
import { SearchCard } from '../../search/search.type.js';

@ObjectType({ description: 'One fetch of a themed listing: its texts (never its filter) and cards (spec 3 §2, §9)' })
export class ThemedListingResults {
  @Field()
  slug!: string;

  @Field()
  eyebrow!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field({ description: 'Only the first five themes show a breadcrumb' })
  breadcrumb!: boolean;

  @Field(() => Int, { description: 'The step answered: 0 = the first 12, then 3 per step' })
  step!: number;

  @Field(() => Int)
  itemsTotal!: number;

  @Field({ description: 'More items after this step' })
  loadMore!: boolean;

  @Field(() => [SearchCard])
  cards!: SearchCard[];
}
