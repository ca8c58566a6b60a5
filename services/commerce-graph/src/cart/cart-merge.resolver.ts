import { Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../context.js';
import { CartMerge } from './cart-merge.type.js';

// The gateway runs this when a sign-in completes, with the new session's user and the visitor
// cookie's id; the answer tells it whether to remove the cookie. A signed-in browser may run it as
// well: it only ever moves its own visitor cart into its own user's.
@Resolver()
export class CartMergeResolver {
  @Authorized()
  @Mutation(() => CartMerge, { description: "Move the caller's visitor cart (unregistered-user cookie) into their user cart" })
  async mergeVisitorCart(@Ctx() ctx: CommerceContext): Promise<CartMerge> {
    const result = await ctx.cart.merge();
    ctx.cartView.forget();
    return result;
  }
}
