import type { NotificationDto } from '@portal/contracts';
import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { NotificationApi } from '../rest/notification.api.js';

export interface NotificationsContext {
  notifications: NotificationApi;
  /** The caller's notifications, fetched at most once per request (list and count share it). */
  notificationList$: () => Promise<NotificationDto[]>;
}

export function createNotificationsContext(base: RequestContext, transport: RestTransport): NotificationsContext {
  const notifications = new NotificationApi(transport, base);
  let list: Promise<NotificationDto[]> | undefined;
  return { notifications, notificationList$: () => (list ??= notifications.list()) };
}
