import { Field, ID, Int, ObjectType } from 'type-graphql';
import { SavableContent, type SavableRef } from './savable.types.js';

@ObjectType({ description: 'A filter or sort choice of the favorites page' })
export class FavoritesOption {
  @Field({ description: 'The sort key to send back' })
  value!: string;

  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field(() => Int, { nullable: true, description: 'How many saved items it keeps; null for sorts' })
  count!: number | null;
}

@ObjectType({ description: 'A saved item (spec 2 §3 "Collection item") with what its card shows, as it was when saved' })
export class FavoriteItem {
  @Field(() => ID, { description: 'The content id' })
  id!: string;

  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field(() => ID, { nullable: true, description: 'The report a figure belongs to; null for everything else' })
  containerId!: string | null;

  @Field({ description: 'report, tool, audio, video, figure, webinar or peerDiscussion' })
  contentType!: string;

  @Field({ description: "The type as the reader sees it: 'Report', 'Peer Discussions'…" })
  contentTypeLabel!: string;

  @Field({ description: 'The favorite item\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the favorite item' })
  summary!: string;

  @Field({ description: 'Where it is read' })
  path!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field(() => [String], { description: 'The topics it is tagged with' })
  topics!: string[];

  @Field({ description: 'ISO 8601' })
  savedAt!: string;

  @Field(() => SavableContent, { description: 'The saved content itself, for its save toggle' })
  content!: SavableRef;
}

@ObjectType({ description: 'One page of the favorites (spec 3 "Favorites page state"), in the paged-listing shape' })
export class FavoritesPage {
  @Field(() => Int, { description: '1-based' })
  page!: number;

  @Field(() => Int, { description: "The service's pagesTotal" })
  totalPages!: number;

  @Field(() => Int, { description: "Items the filters keep (the service's itemsTotalPerFilters)" })
  itemsTotal!: number;

  @Field(() => Int, { description: "Everything the reader has saved, whatever the filters (the service's itemsTotal)" })
  savedTotal!: number;

  @Field({ description: 'page < totalPages' })
  loadMore!: boolean;

  @Field(() => [FavoriteItem], { description: 'This page of the favorites, in its order' })
  cards!: FavoriteItem[];

  @Field(() => [FavoritesOption], { description: 'Topics of the saved items, the most saved first' })
  topicOptions!: FavoritesOption[];

  @Field(() => [FavoritesOption], { description: 'The types the collection holds' })
  categoryOptions!: FavoritesOption[];

  @Field(() => [FavoritesOption], { description: 'The orders the favorites may be sorted by' })
  sortOptions!: FavoritesOption[];
}
