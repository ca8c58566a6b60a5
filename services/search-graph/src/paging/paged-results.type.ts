import { Field, Int, ObjectType } from 'type-graphql';

// The paging state every listing shares (spec 2 §3 search state, spec 3 §4 paging): each
// results type extends it and adds its own cards. Never returned itself, so type-graphql 2 leaves
// it out of the schema (only reachable types are emitted).
@ObjectType()
export abstract class PagedResults {
  @Field(() => Int, { description: '1-based' })
  page!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  itemsTotal!: number;

  @Field({ description: 'page < totalPages' })
  loadMore!: boolean;
}
