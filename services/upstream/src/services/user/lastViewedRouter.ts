// user-service last-viewed (spec 2 §7): GET ?userId=&contentIds= answers [{contentId, dtaccessdate}]
// and POST {contentId} records a view. Both act only for the caller (x-portal-user, 401 without
// a known user); a userId naming anyone else is a 403, so no one can read another user's history.
import express, { type Router } from 'express';
import type { Database } from '../../db/client.js';
import { noStore } from '../../http/cacheControl.js';
import { HttpError, badRequest } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { lastViewedOf, recordView } from './lastViewedStore.js';
import { requireUser } from './requireUser.js';

export const NOT_YOUR_HISTORY_MESSAGE = 'userId must be the signed-in user';
/** A search page asks for one page of cards; more than this is not a search. */
export const MAX_CONTENT_IDS = 100;
const CONTENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** contentIds as one comma-separated value or repeated parameters. */
function contentIdsOf(raw: unknown): string[] {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  const ids = [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
  if (ids.length > MAX_CONTENT_IDS) throw badRequest(`At most ${MAX_CONTENT_IDS} contentIds`);
  const invalid = ids.find((id) => !CONTENT_ID.test(id));
  if (invalid) throw badRequest(`Invalid content id: ${invalid}`);
  return ids;
}

export function lastViewedRouter(db: Database): Router {
  const router = serviceRouter();
  router.use('/last-viewed', (_req, res, next) => {
    noStore(res);
    next();
  });
  router.get('/last-viewed', async (req, res) => {
    const user = await requireUser(db, req);
    if (req.query.userId !== user.id) throw new HttpError(403, NOT_YOUR_HISTORY_MESSAGE);
    res.json(await lastViewedOf(db, user.id, contentIdsOf(req.query.contentIds)));
  });
  router.post('/last-viewed', express.json({ limit: '4kb' }), async (req, res) => {
    const user = await requireUser(db, req);
    const contentId = (req.body as { contentId?: unknown } | undefined)?.contentId;
    if (typeof contentId !== 'string' || !CONTENT_ID.test(contentId)) throw badRequest('contentId is required');
    await recordView(db, user.id, contentId);
    res.status(204).end();
  });
  return router;
}
