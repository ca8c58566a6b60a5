import { FieldResolver, Resolver, Root } from 'type-graphql';
import { SearchCard } from '../search/search.type.js';
import { ContentSale } from './sale.type.js';

// What may be sold one at a time (research, webinars and peer discussions); commerce-graph decides
// whether this caller may buy it.
const SOLD_CONTENT_TYPES = new Set(['research', 'webinar', 'forum']);

@Resolver(() => SearchCard)
export class SearchCardSaleResolver {
  @FieldResolver(() => ContentSale, { nullable: true, description: 'For content sold one at a time: its purchase for the caller (commerce-graph)' })
  sale(@Root() card: SearchCard): ContentSale | null {
    return SOLD_CONTENT_TYPES.has(card.contentType) ? { contentId: card.contentId } : null;
  }
}
