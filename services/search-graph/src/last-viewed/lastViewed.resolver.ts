// SearchCard.lastViewed: only for a signed-in caller, and only about that caller's own views.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SearchContext } from '../context.js';
import { SearchCard } from '../search/search.type.js';

@Resolver(() => SearchCard)
export class SearchCardLastViewedResolver {
  @FieldResolver(() => String, { nullable: true, description: "'Viewed Month D, YYYY' when the signed-in user has opened it; null when logged out" })
  lastViewed(@Root() card: SearchCard, @Ctx() ctx: SearchContext): Promise<string | null> | null {
    // Logged out: no status and no call (spec 2 §3, §6).
    const loader = ctx.lastViewedLoader();
    return loader ? loader.load(card.contentId) : null;
  }
}
