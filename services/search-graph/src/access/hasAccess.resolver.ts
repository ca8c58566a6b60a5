// SearchCard.hasAccess (spec 1 §4 "Content access"): whether the caller may open the card. Research
// follows the caller's entitlements (upstream's access check, one call per page); every other
// content type in the index is open to all (a survey is always accessible).
import { contentTypeOf } from '@portal/domain';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SearchContext } from '../context.js';
import { Report } from '../report/report.type.js';
import { SearchCard } from '../search/search.type.js';

@Resolver(() => SearchCard)
export class SearchCardAccessResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the caller may open it: false shows the card locked (research the caller is not entitled to)' })
  async hasAccess(@Root() card: SearchCard, @Ctx() ctx: SearchContext): Promise<boolean> {
    if (contentTypeOf(card.contentId) !== 'research') return true;
    return (await ctx.loaders.researchAccess.load(card.contentId))?.hasAccess ?? false;
  }

  // A locked card names no Report: content-graph would not resolve it for this caller, and the
  // gateway would answer its non-null fields with an error instead of a locked card.
  @FieldResolver(() => Report, { nullable: true })
  async report(@Root() card: SearchCard, @Ctx() ctx: SearchContext): Promise<{ id: string } | null> {
    if (!card.report) return null;
    return (await this.hasAccess(card, ctx)) ? card.report : null;
  }
}
