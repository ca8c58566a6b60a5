// user-service last-viewed (spec 2 §7): GET ?userId=&contentIds= answers [{contentId, dtaccessdate}],
// GET /recent?userId=&size= the latest views (the personalised home's reading),
// and POST {contentId} records a view. All act only for the caller (x-portal-user, 401 without
// a known user); a userId naming anyone else is a 403, so no one can read another user's history.
import express, { type RequestHandler, type Router } from 'express';
import { NOT_YOUR_HISTORY_MESSAGE, userContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { HttpError } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { lastViewedOf, recentViewsOf, recordView } from './lastViewedStore.js';
import { loadUser, loadedUser } from './requireUser.js';

export { NOT_YOUR_HISTORY_MESSAGE };

export function lastViewedRouter(db: Database): Router {
  const router = serviceRouter();
  router.use('/last-viewed', neverStored);
  // The caller first: a 401 whatever the query, and the userId is checked before the ids.
  const ownHistory: RequestHandler = (req, res, next) => {
    if (req.query.userId !== loadedUser(res).id) throw new HttpError(403, NOT_YOUR_HISTORY_MESSAGE);
    next();
  };
  serveContract(router, userContracts.recentViews, { before: [loadUser(db), ownHistory] }, async ({ query }, _req, res) =>
    recentViewsOf(db, loadedUser(res).id, query.size),
  );
  serveContract(router, userContracts.lastViewed, { before: [loadUser(db), ownHistory] }, async ({ query }, _req, res) =>
    lastViewedOf(db, loadedUser(res).id, query.contentIds),
  );
  serveContract(router, userContracts.recordView, { before: [express.json({ limit: '4kb' }), loadUser(db)] }, async ({ body }, _req, res) => {
    await recordView(db, loadedUser(res).id, body.contentId);
    res.status(204).end();
    return undefined;
  });
  return router;
}
