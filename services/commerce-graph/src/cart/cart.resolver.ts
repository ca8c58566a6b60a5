import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../context.js';
import { AddToCartArgs } from './cart.args.js';
import { Cart } from './cart.type.js';

@Resolver(() => Cart)
export class CartResolver {
  @Query(() => Cart)
  async cart(@Ctx() ctx: CommerceContext): Promise<Cart> {
    // Nobody to own a cart (no user, no visitor cookie yet): it is empty, no need to ask.
    if (!ctx.user && !ctx.unregisteredUserId) return { count: 0 };
    return ctx.cart.count();
  }

  // Minimal add (checkout's e2e seeds its cart with it); the cart listing and its page are the
  // cart work of issue #10, which owns this mutation's final shape.
  @Mutation(() => Cart, { description: "Adds content to the caller's cart (the visitor's or the signed-in user's); answers the count" })
  async addToCart(@Args() { contentId }: AddToCartArgs, @Ctx() ctx: CommerceContext): Promise<Cart> {
    return ctx.cart.addItem(contentId);
  }
}
