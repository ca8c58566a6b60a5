// product-service (spec 3 §7): GET /product-service/api/v2/products, the catalogue of products
// and feature categories (public, cacheable); GET /api/products?clearCache=true, the caller's
// registered products read fresh (never cached: it changes the moment an id is registered); and
// user-service's POST /user-service/api/v1/user/registration/{registrationId}, which claims a
// registration id for the caller.
import type { Router } from 'express';
import { REGISTRATION_ID_FORMAT_MESSAGE, REGISTRATION_ID_PATTERN } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { cachePublic, noStore } from '../../http/cacheControl.js';
import { HttpError, badRequest, notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { productCatalogue } from './catalogue.js';
import { claimRegistration, registrationsOf } from './registrationStore.js';

export const PRODUCT_SERVICE_PATH = '/product-service/api/v2';
// A prefix of its own, so that it lies beside /api/v1/analyst rather than around it.
export const USER_PRODUCTS_PATH = '/api/products';
export const REGISTRATION_SERVICE_PATH = '/user-service/api/v1/user/registration';
export const PRODUCTS_SIGN_IN_MESSAGE = 'Products require a signed-in user (x-portal-user)';
export const ALREADY_YOURS_MESSAGE = 'This product registration ID is already registered to your account';
export const TAKEN_MESSAGE = 'This product registration ID has already been used by another account';

function userIdOf(req: Parameters<typeof callerOf>[0]): string {
  const { userId } = callerOf(req);
  if (userId === null) throw unauthorized(PRODUCTS_SIGN_IN_MESSAGE);
  return userId;
}

export function productCatalogueRouter(): Router {
  const router = serviceRouter();
  router.get('/products', (_req, res) => {
    cachePublic(res);
    res.json(productCatalogue());
  });
  return router;
}

export function userProductsRouter(db: Database): Router {
  const router = serviceRouter();
  // clearCache=true is what the portal always sends: this answer is read from the database on
  // every call and never stored anywhere, so there is no cache to clear.
  router.get('/', async (req, res) => {
    noStore(res);
    const userId = userIdOf(req);
    res.json({ registrations: await registrationsOf(db, userId) });
  });
  return router;
}

export function registrationRouter(db: Database): Router {
  const router = serviceRouter();
  router.post('/:registrationId', async (req, res) => {
    noStore(res);
    const userId = userIdOf(req);
    const registrationId = String(req.params.registrationId);
    if (!REGISTRATION_ID_PATTERN.test(registrationId)) throw badRequest(REGISTRATION_ID_FORMAT_MESSAGE);
    const result = await claimRegistration(db, userId, registrationId);
    switch (result.kind) {
      case 'claimed':
        res.status(201).json(result.registration);
        return;
      case 'unknown':
        throw notFound(`Product registration ID ${registrationId} not found`);
      case 'yours':
        throw new HttpError(409, ALREADY_YOURS_MESSAGE);
      case 'taken':
        throw new HttpError(409, TAKEN_MESSAGE);
    }
  });
  return router;
}
