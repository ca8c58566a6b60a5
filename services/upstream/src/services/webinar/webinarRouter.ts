// webinar-service (spec 2 §7): one webinar or peer discussion by id, a batch of them, or one page
// of a listing tab (spec 3 §7).
import type { Router } from 'express';
import { webinarContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { listWebinars } from './webinarList.js';
import { findWebinars } from './webinarStore.js';
import { relatedWebinars } from './relatedWebinars.js';
import { findOrNotFound, publicBatch, publicById } from '../../http/findById.js';

export const WEBINAR_SERVICE_PATH = webinarContracts.get.prefix;

export function webinarRouter(db: Database): Router {
  const router = serviceRouter();

  // The listings by tab (spec 3 §7 getWebinarsByType). Before '/webinar/:id', which would read
  // 'listing' as a malformed id.
  serveContract(router, webinarContracts.listing, async ({ query }, _req, res) => {
    cachePublic(res);
    return listWebinars(db, query);
  });

  serveContract(router, webinarContracts.get, publicById(findWebinars, db, 'Webinar'));

  serveContract(router, webinarContracts.related, async ({ params: { id }, query: { size } }, _req, res) => {
    const webinar = await findOrNotFound(findWebinars, db, id, 'Webinar');
    cachePublic(res);
    return relatedWebinars(db, webinar, size);
  });

  serveContract(router, webinarContracts.batch, publicBatch(findWebinars, db));

  return router;
}
