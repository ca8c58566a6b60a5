import { Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { CommerceContext } from '../context.js';
import { RequestAQuoteArgs } from './quote.args.js';

export const SIGN_IN_FOR_QUOTE_MESSAGE = 'Log in to request a quote';

@Authorized()
@SignInMessage(SIGN_IN_FOR_QUOTE_MESSAGE)
@Resolver()
export class QuoteResolver {
  @Mutation(() => Boolean, { description: 'Sends a request for a quote (spec 3 §7); true once the service has it' })
  async requestAQuote(@Args() { raqMessage }: RequestAQuoteArgs, @Ctx() ctx: CommerceContext): Promise<boolean> {
    await ctx.quotes.requestAQuote(raqMessage);
    return true;
  }
}
