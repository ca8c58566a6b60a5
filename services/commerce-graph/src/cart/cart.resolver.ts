import { Ctx, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../context.js';
import { Cart } from './cart.type.js';

@Resolver(() => Cart)
export class CartResolver {
  @Query(() => Cart)
  async cart(@Ctx() ctx: CommerceContext): Promise<Cart> {
    // Nobody to own a cart (no user, no visitor cookie yet): it is empty, no need to ask.
    if (!ctx.user && !ctx.unregisteredUserId) return { count: 0 };
    return ctx.cart.count();
  }
}
