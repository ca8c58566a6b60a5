import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { Viewer } from '../viewer/viewer.type.js';
import { Analyst, type AnalystRef } from './analyst.type.js';
import { TopicArgs } from './follow.args.js';
import { SIGN_IN_TO_FOLLOW_MESSAGE } from './signedIn.js';

async function followedTopics(ctx: AccountContext): Promise<string[]> {
  return (await ctx.follows.alerts$()).flatMap((alert) => (alert.searchString !== undefined ? [alert.searchString] : []));
}

// The viewer's follows (/my-account/following). A Viewer exists only for a signed-in user, whose
// own list is the only one the alerts service answers with.
@Authorized()
@SignInMessage(SIGN_IN_TO_FOLLOW_MESSAGE)
@Resolver(() => Viewer)
export class ViewerFollowsResolver {
  @FieldResolver(() => [Analyst], { description: 'Analysts the user follows, in the order followed' })
  async followedAnalysts(@Ctx() ctx: AccountContext): Promise<AnalystRef[]> {
    return (await ctx.follows.alerts$()).flatMap((alert) => (alert.analystId ? [{ id: alert.analystId, isFollowed: true }] : []));
  }

  @FieldResolver(() => [String], { description: 'Topics (search strings) the user follows, in the order followed' })
  followedTopics(@Ctx() ctx: AccountContext): Promise<string[]> {
    return followedTopics(ctx);
  }
}

@Authorized()
@SignInMessage(SIGN_IN_TO_FOLLOW_MESSAGE)
@Resolver()
export class TopicFollowResolver {
  // Spec 2 §4: a topic is added when the service answers with its alert.
  @Mutation(() => [String], { description: 'Follow a topic; answers the followed topics afterwards' })
  async followTopic(@Args() { topic }: TopicArgs, @Ctx() ctx: AccountContext): Promise<string[]> {
    await ctx.alerts.followTopics([topic.trim()]);
    ctx.follows.forget();
    return followedTopics(ctx);
  }

  @Mutation(() => [String], { description: 'Stop following a topic; answers the followed topics afterwards' })
  async unfollowTopic(@Args() { topic }: TopicArgs, @Ctx() ctx: AccountContext): Promise<string[]> {
    const wanted = topic.trim().toLowerCase();
    const alerts = await ctx.follows.alerts$();
    for (const alert of alerts.filter((a) => a.searchString?.toLowerCase() === wanted)) await ctx.alerts.deleteAlert(alert.alertId);
    ctx.follows.forget();
    return followedTopics(ctx);
  }
}
