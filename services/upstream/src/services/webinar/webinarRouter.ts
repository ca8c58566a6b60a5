// webinar-service (spec 2 §7): one webinar or peer discussion by id, a batch of them, or one page
// of a listing tab (spec 3 §7).
import type { Router } from 'express';
import type { WebinarDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { isWebinarId } from './webinarIds.js';
import { listWebinars } from './webinarList.js';
import { webinarListQuerySchema } from './webinarListSchema.js';
import { findWebinars } from './webinarStore.js';
import { relatedWebinars } from './relatedWebinars.js';
import { z } from 'zod';

const RELATED_SIZE_MESSAGE = 'size must be an integer from 1 to 12';
const relatedQuerySchema = z.object({
  size: z.string({ error: RELATED_SIZE_MESSAGE }).regex(/^\d+$/, { error: RELATED_SIZE_MESSAGE }).transform(Number).pipe(z.number().int().min(1, { error: RELATED_SIZE_MESSAGE }).max(12, { error: RELATED_SIZE_MESSAGE })).default(3),
});

export const WEBINAR_SERVICE_PATH = '/webinar-service/api/v1';

export function webinarRouter(db: Database): Router {
  const router = serviceRouter();

  // The listings by tab (spec 3 §7 getWebinarsByType). Before '/webinar/:id', which would read
  // 'listing' as a malformed id.
  router.get('/webinar/listing', async (req, res) => {
    const params = parseOrBadRequest(webinarListQuerySchema, req.query);
    cachePublic(res);
    res.json(await listWebinars(db, params));
  });

  router.get('/webinar/:id', validateIdParam(isWebinarId), async (req, res) => {
    const id = req.params.id as string;
    const webinar = (await findWebinars(db, [id])).get(id);
    if (!webinar) throw notFound(`Webinar ${id} not found`);
    cachePublic(res);
    res.json(webinar);
  });

  router.get('/webinar/:id/related', validateIdParam(isWebinarId), async (req, res) => {
    const { size } = parseOrBadRequest(relatedQuerySchema, req.query);
    const id = req.params.id as string;
    const webinar = (await findWebinars(db, [id])).get(id);
    if (!webinar) throw notFound(`Webinar ${id} not found`);
    cachePublic(res);
    res.json(await relatedWebinars(db, webinar, size));
  });

  // In the order asked; unknown ids are left out.
  router.get('/webinar', validateIdsQuery(isWebinarId), async (_req, res) => {
    const ids = res.locals.ids as string[];
    const found = await findWebinars(db, ids);
    const items = ids.map((id) => found.get(id)).filter((webinar): webinar is WebinarDto => webinar !== undefined);
    cachePublic(res);
    res.json({ items });
  });

  return router;
}
