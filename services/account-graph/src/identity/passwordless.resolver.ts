import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountContext } from '../context.js';
import { SignInLinkRedeemInput, SignInLinkRequestInput } from './passwordless.args.js';
import { SignInLinkHolder } from './passwordless.type.js';

// Passwordless sign-in (spec 1 §4, §7). The gateway's /access-preferences/passwordless and
// /passwordless/callback routes run these through its own GraphQL runtime: the gateway talks to
// subgraphs, never to the auth service itself. Redeeming only names the holder; the session is
// the gateway's to open.
@Resolver()
export class PasswordlessResolver {
  @Mutation(() => String, {
    description: "E-mails a one-time sign-in link when the address has an account; the service's message, the same when it has none",
  })
  async requestSignInLink(@Arg('input', () => SignInLinkRequestInput, { description: 'The e-mail address to send a sign-in link to' }) input: SignInLinkRequestInput, @Ctx() ctx: AccountContext): Promise<string> {
    return (await ctx.identity.requestSignInLink(input.email.trim())).message;
  }

  @Mutation(() => SignInLinkHolder, { description: 'Uses a sign-in link once: whose it is, or 401 when it has expired or was used' })
  async redeemSignInLink(@Arg('input', () => SignInLinkRedeemInput, { description: 'The token from the sign-in link the reader received by e-mail' }) input: SignInLinkRedeemInput, @Ctx() ctx: AccountContext): Promise<SignInLinkHolder> {
    return ctx.identity.redeemSignInLink(input.token);
  }
}
