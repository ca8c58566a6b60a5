import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { CommerceContext } from '../context.js';
import { CheckoutInput, CheckoutSessionArgs } from './checkout.args.js';
import { orderProcessingOf, sessionOf } from './checkout.mapper.js';
import { CheckoutSession, OrderProcessing, TransactionStart } from './checkout.type.js';

export const SIGN_IN_TO_CHECK_OUT_MESSAGE = 'Log in to check out';

// Signed-in readers only; the checkout service answers each caller's own sessions and orders
// (another reader's session id is not found), so no one reads or pays another's order.
@Authorized()
@SignInMessage(SIGN_IN_TO_CHECK_OUT_MESSAGE)
@Resolver()
export class CheckoutResolver {
  @Mutation(() => CheckoutSession, { description: "Starts a checkout of the reader's cart, priced by the server" })
  async startCheckout(@Ctx() ctx: CommerceContext): Promise<CheckoutSession> {
    return sessionOf(await ctx.checkout.startSession());
  }

  @Query(() => CheckoutSession, { description: 'A checkout of the signed-in reader' })
  async checkoutSession(@Args() { sessionId }: CheckoutSessionArgs, @Ctx() ctx: CommerceContext): Promise<CheckoutSession> {
    return sessionOf(await ctx.checkout.session(sessionId));
  }

  @Mutation(() => TransactionStart, { description: 'Pays a checkout once: submitting it again answers the same order' })
  async submitPayment(@Arg('input', { description: 'The items bought and the buyer\'s billing details' }) input: CheckoutInput, @Ctx() ctx: CommerceContext): Promise<TransactionStart> {
    const { sessionId, ...form } = input;
    return ctx.checkout.startTransaction(sessionId, form);
  }

  @Query(() => OrderProcessing, { description: "Spec 2 §4 order processing by checkout session id, polled while 'pending'" })
  async order(@Args() { sessionId }: CheckoutSessionArgs, @Ctx() ctx: CommerceContext): Promise<OrderProcessing> {
    return orderProcessingOf(await ctx.checkout.order(sessionId));
  }
}
