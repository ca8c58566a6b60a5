// favorites-service: the signed-in user's saved collection (contracts: @portal/contracts favorites).
// Save refuses content of any type but the seven of spec 2 §4, naming them, and content that does
// not exist; unsave is idempotent. Never cached: one user's data, changed with every click.
import express, { type Router } from 'express';
import { favoritesContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { listFavorites, removeItem, saveItem, savedAmong, toCollectionItemDto } from './favoritesStore.js';
import { findSavableContent } from './savableContent.js';

export const FAVORITES_SERVICE_PATH = favoritesContracts.list.prefix;
export const SIGN_IN_TO_SAVE_MESSAGE = 'Saving requires a signed-in user (x-portal-user)';
export const contentNotFound = (id: string) => notFound(`Content ${id} not found`);

export function favoritesRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: '16kb' });
  // Signed in first (401), whatever was sent.
  const signedIn = requireSignedIn(SIGN_IN_TO_SAVE_MESSAGE);

  serveContract(router, favoritesContracts.list, { before: [signedIn] }, ({ query }, _req, res) => listFavorites(db, signedInUserId(res), query));

  serveContract(router, favoritesContracts.saved, { before: [signedIn] }, async ({ query: { ids } }, _req, res) => ({
    savedIds: await savedAmong(db, signedInUserId(res), ids),
  }));

  serveContract(router, favoritesContracts.save, { before: [json, signedIn] }, async ({ body: { contentId } }, _req, res) => {
    const lookup = await findSavableContent(db, contentId);
    if ('notSavable' in lookup) throw badRequest(lookup.notSavable);
    if ('unknown' in lookup) throw contentNotFound(contentId);
    const row = await saveItem(db, signedInUserId(res), lookup.found);
    res.status(201);
    return toCollectionItemDto(row);
  });

  serveContract(router, favoritesContracts.remove, { before: [signedIn] }, async ({ params: { contentId } }, _req, res) => {
    await removeItem(db, signedInUserId(res), contentId);
    res.status(204).end();
    return undefined;
  });

  return router;
}
