// The comma-joined id list of "mark as read" (spec 3 §7): positive integers, each once, at most
// 100 per call.
import { z } from 'zod';

export const MAX_NOTIFICATION_IDS = 100;

export const notificationIdList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter((part) => part !== ''))])
  .pipe(
    z
      .array(z.string().regex(/^[1-9]\d{0,9}$/, { error: (issue) => `Invalid notification id: ${String(issue.input)}` }).transform(Number))
      .min(1, { error: 'At least one notification id is required' })
      .max(MAX_NOTIFICATION_IDS, { error: `Too many ids: at most ${MAX_NOTIFICATION_IDS} per request` }),
  );
