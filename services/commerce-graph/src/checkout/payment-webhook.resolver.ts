import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { CommerceContext } from '../context.js';
import { PaymentWebhookArgs } from './payment-webhook.args.js';

// The payment processor's webhook (Stripe), which the gateway's POST /webhooks/stripe runs through
// its own runtime (services/gateway paymentWebhook.ts): the gateway talks to subgraphs only. Not
// @Authorized: the processor is no portal user. What keeps a browser or a partner from forging a
// payment with it is the signature, which checkout-service checks over the raw payload with the
// webhook secret only it holds (a bad or missing one: 400, nothing changed). The codebase has no
// way to hide an operation from outside callers of the supergraph, so the signature is the gate.
@Resolver()
export class PaymentWebhookResolver {
  @Mutation(() => Boolean, {
    description: "The payment processor's signed event (its raw JSON payload and Stripe-Signature header); refused with 400 unless the signature checks out",
  })
  async receivePaymentWebhook(@Args() { payload, signature }: PaymentWebhookArgs, @Ctx() ctx: CommerceContext): Promise<boolean> {
    return ctx.checkout.paymentWebhook(payload, signature);
  }
}
