// notification-service (spec 3 §7 gives no paths; these are ours). Each route acts only on the
// notifications of the user of x-portal-user (401 without one) and is never cached:
//   GET    /notification-service/api/v1/notifications            the caller's, newest first
//   PATCH  /notification-service/api/v1/notifications/read/{ids}  ids comma-joined -> the updated ones
//   DELETE /notification-service/api/v1/notifications            all of the caller's -> 204
import type { Router } from 'express';
import { notificationContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { deleteAll, listNotifications, markRead } from './notificationStore.js';

export const NOTIFICATION_SERVICE_PATH = notificationContracts.list.prefix;
export const NOTIFICATIONS_SIGN_IN_MESSAGE = 'Notifications require a signed-in user (x-portal-user)';

export function notificationRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  // Every route is the caller's own: signed in first (401), whatever else was sent.
  const signedIn = { before: [requireSignedIn(NOTIFICATIONS_SIGN_IN_MESSAGE)] };

  serveContract(router, notificationContracts.list, signedIn, (_input, _req, res) => listNotifications(db, signedInUserId(res)));

  serveContract(router, notificationContracts.markRead, signedIn, async ({ params: { ids } }, _req, res) => {
    const result = await markRead(db, signedInUserId(res), ids);
    // Someone else's notification is answered exactly like a missing one.
    if ('missing' in result) throw notFound(`Notification ${result.missing.join(',')} not found`);
    return result.updated;
  });

  serveContract(router, notificationContracts.deleteAll, signedIn, async (_input, _req, res) => {
    await deleteAll(db, signedInUserId(res));
    res.status(204).end();
    return undefined;
  });

  return router;
}
