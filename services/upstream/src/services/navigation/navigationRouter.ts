// navigation-service v2 (spec 3 §7): every product's menu in one public, cacheable response; the
// caller's products and the active one are chosen by the graph (spec 3 §6).
import type { Router } from 'express';
import { navigationContracts } from '@portal/contracts';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { productNavigations } from './productMenus.js';

export const NAVIGATION_SERVICE_PATH = navigationContracts.navigations.prefix;

export function navigationRouter(): Router {
  const router = serviceRouter();
  // The menus are fixed taxonomy: built once.
  const navigations = productNavigations();
  serveContract(router, navigationContracts.navigations, (_input, _req, res) => {
    cachePublic(res);
    return navigations;
  });
  return router;
}
