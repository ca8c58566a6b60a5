// notification-service (spec 3 §7 gives no paths; these are ours): the caller's header
// notifications, newest first; mark a list read; delete them all.
import type { output } from 'zod';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { noContent } from './wire.js';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationDto = output<typeof notificationSchema>;

export const MAX_NOTIFICATION_IDS = 100;

/** The comma-joined id list of "mark as read" (spec 3 §7): positive integers, each once. */
export const notificationIdList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter((part) => part !== ''))])
  .pipe(
    z
      .array(z.string().regex(/^[1-9]\d{0,9}$/, { error: (issue) => `Invalid notification id: ${String(issue.input)}` }).transform(Number))
      .min(1, { error: 'At least one notification id is required' })
      .max(MAX_NOTIFICATION_IDS, { error: `Too many ids: at most ${MAX_NOTIFICATION_IDS} per request` }),
  );

export const notificationContracts = defineContracts('notification', '/notification-service/api/v1/notifications', {
  list: { method: 'GET', path: '/', response: z.array(notificationSchema) },
  markRead: { method: 'PATCH', path: '/read/:ids', params: z.object({ ids: notificationIdList }), response: z.array(notificationSchema) },
  deleteAll: { method: 'DELETE', path: '/', response: noContent },
});
