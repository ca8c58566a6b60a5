import { Ctx, Query, Resolver } from 'type-graphql';
import type { AccountContext } from '../context.js';
import { toViewer } from './viewer.mapper.js';
import { Viewer } from './viewer.type.js';

@Resolver(() => Viewer)
export class ViewerResolver {
  // Logged out: null without asking the auth service. Logged in: the session is verified on every
  // request (spec 1 §4); a 401 reaches the page as UNAUTHORIZED so it can reset and go to /login.
  @Query(() => Viewer, { nullable: true, description: 'The signed-in user (for a partner, the user its client acts as); null for a visitor' })
  async viewer(@Ctx() ctx: AccountContext): Promise<Viewer | null> {
    if (!ctx.user) return null;
    return toViewer(await ctx.auth.verifySession());
  }
}
