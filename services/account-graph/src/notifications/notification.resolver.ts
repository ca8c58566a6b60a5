import { Args, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from '../profile/signedIn.js';
import { Viewer } from '../viewer/viewer.type.js';
import { MarkNotificationsReadArgs } from './notification.args.js';
import { toNotification, unreadCount } from './notification.mapper.js';
import { Notification } from './notification.type.js';

// The header's notifications (spec 3 §4, §7). A Viewer exists only for a signed-in user, and the
// notification service answers only with that user's own.
@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver(() => Viewer)
export class ViewerNotificationsResolver {
  @FieldResolver(() => [Notification], { description: 'Newest first' })
  async notifications(@Ctx() ctx: AccountContext): Promise<Notification[]> {
    return (await ctx.notificationList$()).map(toNotification);
  }

  @FieldResolver(() => Int, { description: 'How many notifications are unread (the header badge)' })
  async unreadNotificationCount(@Ctx() ctx: AccountContext): Promise<number> {
    return unreadCount(await ctx.notificationList$());
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver()
export class NotificationMutationResolver {
  @Mutation(() => [Notification], { description: "Marks the signed-in user's notifications read; another user's id fails as NOT_FOUND and nothing changes" })
  async markNotificationsRead(@Args() { ids }: MarkNotificationsReadArgs, @Ctx() ctx: AccountContext): Promise<Notification[]> {
    const distinct = [...new Set(ids.map(Number))];
    return (await ctx.notifications.markRead(distinct)).map(toNotification);
  }

  @Mutation(() => Boolean, { description: "Deletes all of the signed-in user's notifications" })
  async deleteAllNotifications(@Ctx() ctx: AccountContext): Promise<boolean> {
    await ctx.notifications.deleteAll();
    return true;
  }
}
