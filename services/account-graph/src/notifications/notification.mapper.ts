import type { NotificationDto } from '@portal/contracts';
import type { Notification } from './notification.type.js';

export function toNotification(dto: NotificationDto): Notification {
  return { id: String(dto.id), title: dto.title, message: dto.message, link: dto.link, isRead: dto.isRead, createdAt: dto.createdAt };
}

export function unreadCount(notifications: readonly { isRead: boolean }[]): number {
  return notifications.filter((n) => !n.isRead).length;
}
