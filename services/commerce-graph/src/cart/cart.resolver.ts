import { formatPrice } from '@portal/domain';
import { Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../context.js';
import { CartItemArgs } from './cart.args.js';
import { Cart, CartItem, type CartRoot } from './cart.type.js';

@Resolver(() => Cart)
export class CartResolver {
  @Query(() => Cart, { description: 'The reader\'s cart (a visitor\'s is kept by the visitor cookie)' })
  cart(): CartRoot {
    return {};
  }

  // A visitor may fill a cart too (by the unregistered-user id); the cart service refuses what is
  // not for sale or is already the reader's, with its message.
  @Mutation(() => Cart, { description: 'Add content to the caller\'s cart; only its id is sent, the price is the catalogue\'s' })
  async addToCart(@Args() { contentId }: CartItemArgs, @Ctx() ctx: CommerceContext): Promise<CartRoot> {
    await ctx.cart.add(contentId);
    ctx.cartView.forget();
    ctx.loaders.offer.clear(contentId);
    return {};
  }

  @Mutation(() => Cart, { description: "Remove content from the caller's cart (removing what is not there is not an error)" })
  async removeFromCart(@Args() { contentId }: CartItemArgs, @Ctx() ctx: CommerceContext): Promise<CartRoot> {
    await ctx.cart.remove(contentId);
    ctx.cartView.forget();
    ctx.loaders.offer.clear(contentId);
    return {};
  }

  @FieldResolver(() => Int)
  count(@Root() _cart: CartRoot, @Ctx() ctx: CommerceContext): Promise<number> {
    return ctx.cartView.count();
  }

  @FieldResolver(() => [CartItem])
  async items(@Root() _cart: CartRoot, @Ctx() ctx: CommerceContext): Promise<CartItem[]> {
    const cart = await ctx.cartView.list();
    return (cart?.items ?? []).map(({ priceCents, currency, ...item }) => ({ ...item, price: priceCents, formattedPrice: formatPrice(priceCents, currency) }));
  }

  @FieldResolver(() => Int)
  async total(@Root() _cart: CartRoot, @Ctx() ctx: CommerceContext): Promise<number> {
    return (await ctx.cartView.list())?.totalCents ?? 0;
  }

  @FieldResolver()
  async formattedTotal(@Root() _cart: CartRoot, @Ctx() ctx: CommerceContext): Promise<string> {
    const cart = await ctx.cartView.list();
    return formatPrice(cart?.totalCents ?? 0, cart?.currency);
  }
}
