// product-service (spec 3 §7): GET /product-service/api/v2/products, the catalogue of products
// and feature categories (public, cacheable); GET /api/products?clearCache=true, the caller's
// registered products read fresh (never cached: it changes the moment an id is registered); and
// user-service's POST /user-service/api/v1/user/registration/{registrationId}, which claims a
// registration id for the caller.
import type { Router } from 'express';
import { productContracts, productRegistrationContracts, userProductContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic, neverStored } from '../../http/cacheControl.js';
import { HttpError, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { productCatalogue } from './catalogue.js';
import { claimRegistration, registrationsOf } from './registrationStore.js';

export const PRODUCT_SERVICE_PATH = productContracts.catalogue.prefix;
export const USER_PRODUCTS_PATH = userProductContracts.registrations.prefix;
export const REGISTRATION_SERVICE_PATH = productRegistrationContracts.claim.prefix;
export const PRODUCTS_SIGN_IN_MESSAGE = 'Products require a signed-in user (x-portal-user)';
export const ALREADY_YOURS_MESSAGE = 'This product registration ID is already registered to your account';
export const TAKEN_MESSAGE = 'This product registration ID has already been used by another account';

// A user's own products: never stored, and a 401 without a signed-in caller.
const ownProducts = { before: [neverStored, requireSignedIn(PRODUCTS_SIGN_IN_MESSAGE)] };

export function productCatalogueRouter(): Router {
  const router = serviceRouter();
  serveContract(router, productContracts.catalogue, (_input, _req, res) => {
    cachePublic(res);
    return productCatalogue();
  });
  return router;
}

export function userProductsRouter(db: Database): Router {
  const router = serviceRouter();
  // clearCache=true is what the portal always sends: this answer is read from the database on
  // every call and never stored anywhere, so there is no cache to clear.
  serveContract(router, userProductContracts.registrations, ownProducts, async (_input, _req, res) => ({ registrations: await registrationsOf(db, signedInUserId(res)) }));
  return router;
}

export function registrationRouter(db: Database): Router {
  const router = serviceRouter();
  // Signed in first: a 401 whatever the id.
  serveContract(router, productRegistrationContracts.claim, ownProducts, async ({ params: { registrationId } }, _req, res) => {
    const result = await claimRegistration(db, signedInUserId(res), registrationId);
    switch (result.kind) {
      case 'claimed':
        res.status(201);
        return result.registration;
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
