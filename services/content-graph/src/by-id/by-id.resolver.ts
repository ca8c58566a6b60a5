import { Args, Ctx, FieldResolver, ID, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { ContentContext } from '../context.js';

export interface ByIdOptions<TSource> {
  /** The entity's object type. */
  type: ClassType;
  /** The query's name and description in the schema. */
  query: string;
  description: string;
  /** Validates the id before any REST call (400 BAD_USER_INPUT). */
  args: ClassType<{ id: string }>;
  /** Reads the entity; an unknown id fails there (404 'Not Found'). */
  fetch(ctx: ContentContext, id: string): Promise<TSource>;
  /** The request's loader of the same entity, primed so later references to it cost nothing. */
  loader(ctx: ContentContext): { prime(key: string, value: TSource): unknown };
  /** The entity's id in its source object: the GraphQL `id` and the loader's key. */
  key(source: TSource): string;
}

/**
 * The lookup-by-id every content entity has: a nullable query that reads it by its id and primes
 * the request's loader, and the `id` field read from its source object. A resolver extends what
 * this returns and adds the entity's own fields (type-graphql's resolver inheritance).
 */
export function ByIdResolver<TSource>(options: ByIdOptions<TSource>) {
  @Resolver(() => options.type)
  abstract class ByIdResolverClass {
    @Query(() => options.type, { name: options.query, nullable: true, description: options.description })
    async byId(@Args(() => options.args) { id }: { id: string }, @Ctx() ctx: ContentContext): Promise<TSource> {
      const source = await options.fetch(ctx, id);
      options.loader(ctx).prime(options.key(source), source);
      return source;
    }

    @FieldResolver(() => ID)
    id(@Root() source: TSource): string {
      return options.key(source);
    }
  }
  return ByIdResolverClass;
}
