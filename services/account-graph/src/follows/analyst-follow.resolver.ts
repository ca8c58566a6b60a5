import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { AnalystIdArgs } from './follow.args.js';
import { Analyst, type AnalystRef } from './analyst.type.js';
import { SIGN_IN_TO_FOLLOW_MESSAGE } from './signedIn.js';

@SignInMessage(SIGN_IN_TO_FOLLOW_MESSAGE)
@Resolver(() => Analyst)
export class AnalystFollowResolver {
  @FieldResolver(() => Boolean)
  isFollowed(@Root() analyst: AnalystRef, @Ctx() ctx: AccountContext): boolean | Promise<boolean> {
    return analyst.isFollowed ?? ctx.follows.isFollowed.load(analyst.id);
  }

  // Spec 2 §4: the page sets "followed" at once and keeps it only if this answers (the service's
  // 201); any error reverts it. Following twice is no error.
  @Authorized()
  @Mutation(() => Analyst, { description: 'Follow an active analyst (at most 1000)' })
  async followAnalyst(@Args() { id }: AnalystIdArgs, @Ctx() ctx: AccountContext): Promise<AnalystRef> {
    await ctx.alerts.followAnalysts([id]);
    ctx.follows.forget();
    return { id, isFollowed: true };
  }

  // Unfollow succeeds on the service's 204. Not following the analyst already is no error.
  @Authorized()
  @Mutation(() => Analyst, { description: 'Stop following an analyst' })
  async unfollowAnalyst(@Args() { id }: AnalystIdArgs, @Ctx() ctx: AccountContext): Promise<AnalystRef> {
    const alerts = await ctx.follows.alerts$();
    for (const alert of alerts.filter((a) => a.analystId === id)) await ctx.alerts.deleteAlert(alert.alertId);
    ctx.follows.forget();
    return { id, isFollowed: false };
  }
}
