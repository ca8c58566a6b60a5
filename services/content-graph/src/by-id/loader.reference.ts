import type { ReferenceResolvers } from '@portal/graph-kit';
import type { ContentContext } from '../context.js';

/**
 * The federation reference resolver of an entity found by id through one of the request's
 * loaders: every reference to it in one query plan (search-graph's cards, related research) costs
 * one batch call.
 */
export function loaderReference<TSource>(typename: string, loader: (ctx: ContentContext) => { load(id: string): Promise<TSource | null> }): ReferenceResolvers {
  return {
    [typename]: {
      __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<TSource | null> {
        return loader(ctx).load(reference.id);
      },
    },
  };
}
