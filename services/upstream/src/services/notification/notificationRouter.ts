// notification-service (spec 3 §7 gives no paths; these are ours). Each route acts only on the
// notifications of the user of x-portal-user (401 without one) and is never cached:
//   GET    /notification-service/api/v1/notifications            the caller's, newest first
//   PATCH  /notification-service/api/v1/notifications/read/{ids}  ids comma-joined -> the updated ones
//   DELETE /notification-service/api/v1/notifications            all of the caller's -> 204
import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { notificationIdList } from './notificationRequests.js';
import { deleteAll, listNotifications, markRead } from './notificationStore.js';

export const NOTIFICATION_SERVICE_PATH = '/notification-service/api/v1/notifications';
export const NOTIFICATIONS_SIGN_IN_MESSAGE = 'Notifications require a signed-in user (x-portal-user)';

function userIdOf(req: Parameters<typeof callerOf>[0]): string {
  const { userId } = callerOf(req);
  if (userId === null) throw unauthorized(NOTIFICATIONS_SIGN_IN_MESSAGE);
  return userId;
}

export function notificationRouter(db: Database): Router {
  const router = serviceRouter();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });

  router.get('/', async (req, res) => {
    res.json(await listNotifications(db, userIdOf(req)));
  });

  router.patch('/read/:ids', async (req, res) => {
    const userId = userIdOf(req);
    const ids = parseOrBadRequest(notificationIdList, String(req.params.ids));
    const result = await markRead(db, userId, ids);
    // Someone else's notification is answered exactly like a missing one.
    if ('missing' in result) throw notFound(`Notification ${result.missing.join(',')} not found`);
    res.json(result.updated);
  });

  router.delete('/', async (req, res) => {
    await deleteAll(db, userIdOf(req));
    res.status(204).end();
  });

  return router;
}
