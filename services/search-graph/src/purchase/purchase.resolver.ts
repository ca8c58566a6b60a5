import { FieldResolver, Resolver, Root } from 'type-graphql';
import { SearchCard } from '../search/search.type.js';
import { Purchase } from './purchase.type.js';

// What may be sold one at a time (research, webinars and peer discussions); commerce-graph decides
// whether this caller may buy it, and resolves the reference to null otherwise.
const SOLD_CONTENT_TYPES = new Set(['research', 'webinar', 'forum']);

@Resolver(() => SearchCard)
export class SearchCardPurchaseResolver {
  @FieldResolver(() => Purchase, { nullable: true, description: 'Its price and whether it is in the cart, when the caller may buy it (commerce-graph)' })
  purchase(@Root() card: SearchCard): Purchase | null {
    return SOLD_CONTENT_TYPES.has(card.contentType) ? { contentId: card.contentId } : null;
  }
}
