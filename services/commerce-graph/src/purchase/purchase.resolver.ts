// commerce-graph adds `purchase` to the content it sells (Report, Webinar): null when the caller may
// not buy it (not for sale, or already theirs by subscription or registration), so the web shows
// "Add to cart" only where a purchase is possible.
import { formatPrice } from '@portal/domain';
import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { CartItemArgs } from '../cart/cart.args.js';
import type { CommerceContext } from '../context.js';
import { Report } from '../report/report.type.js';
import { Webinar } from '../webinar/webinar.type.js';
import { ContentSale, Purchase } from './purchase.type.js';

async function purchaseOf(contentId: string, ctx: CommerceContext): Promise<Purchase | null> {
  const offer = await ctx.loaders.offer.load(contentId);
  return offer && { contentId, price: offer.priceCents, formattedPrice: formatPrice(offer.priceCents, offer.currency), inCart: offer.inCart };
}

const PURCHASE_DESCRIPTION = 'Its price and whether it is in the cart when the caller may buy it; null when not for sale to them';

@Resolver(() => Report)
export class ReportPurchaseResolver {
  @FieldResolver(() => Purchase, { nullable: true, description: PURCHASE_DESCRIPTION })
  purchase(@Root() report: { id: string }, @Ctx() ctx: CommerceContext): Promise<Purchase | null> {
    return purchaseOf(report.id, ctx);
  }
}

@Resolver(() => Webinar)
export class WebinarPurchaseResolver {
  @FieldResolver(() => Purchase, { nullable: true, description: PURCHASE_DESCRIPTION })
  purchase(@Root() webinar: { id: string }, @Ctx() ctx: CommerceContext): Promise<Purchase | null> {
    return purchaseOf(webinar.id, ctx);
  }
}

@Resolver(() => Purchase)
export class PurchaseQueryResolver {
  // For a page that cannot load the content itself (the no-access page of a report): what buying it costs.
  @Query(() => Purchase, { nullable: true, description: PURCHASE_DESCRIPTION })
  purchase(@Args() { contentId }: CartItemArgs, @Ctx() ctx: CommerceContext): Promise<Purchase | null> {
    return purchaseOf(contentId, ctx);
  }
}

@Resolver(() => ContentSale)
export class ContentSalePurchaseResolver {
  @FieldResolver(() => Purchase, { nullable: true, description: PURCHASE_DESCRIPTION })
  purchase(@Root() sale: { contentId: string }, @Ctx() ctx: CommerceContext): Promise<Purchase | null> {
    return purchaseOf(sale.contentId, ctx);
  }
}
