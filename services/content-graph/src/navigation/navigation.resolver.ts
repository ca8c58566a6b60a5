import { chooseProduct, FALLBACK_PRODUCT, productsForSubscriptions, type NavigationProduct } from '@portal/domain';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { NavigationSection } from './navigation-section.type.js';
import { toNavigationMenu, toNavigationSection } from './navigation.mapper.js';
import { NavigationMenu } from './navigation.type.js';

@Resolver(() => NavigationMenu)
export class NavigationResolver {
  // Spec 3 §6: the caller's products come from their own session's subscriptions (anyone signed
  // out, or whose session is gone, gets GUEST); a product they do not hold falls back (spec 3 §9).
  @Query(() => NavigationMenu, { description: "The main navigation for the caller's active product" })
  async navigation(
    @Arg('product', () => String, { nullable: true, description: 'The active product cookie, if any' }) product: string | null,
    @Ctx() ctx: ContentContext,
  ): Promise<NavigationMenu> {
    const [response, products] = await Promise.all([ctx.navigation.navigations(), callerProducts(ctx)]);
    return toNavigationMenu(response, chooseProduct(product, products), products);
  }

  // Spec 3 §3: the same public link columns for everyone (the footer's), so no caller check.
  @Query(() => [NavigationSection], { description: 'The navigation source sections: titled columns of links (spec 3 §3)' })
  async navigationSections(@Ctx() ctx: ContentContext): Promise<NavigationSection[]> {
    const { sections } = await ctx.navigation.sections();
    return sections.map(toNavigationSection);
  }
}

async function callerProducts(ctx: ContentContext): Promise<NavigationProduct[]> {
  if (!ctx.user) return [FALLBACK_PRODUCT];
  try {
    const session = await ctx.session.verifySession();
    return productsForSubscriptions(session.subscriptions ?? []);
  } catch (error) {
    // The menu must not break the page: without a readable session the caller is a guest.
    ctx.logger.warn({ err: error }, 'navigation: session lookup failed, showing the guest menu');
    return [FALLBACK_PRODUCT];
  }
}
