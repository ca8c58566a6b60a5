// navigation-service v2 (spec 3 §7): every product's menu in one public, cacheable response; the
// caller's products and the active one are chosen by the graph (spec 3 §6). The source sections
// (spec 3 §3) are the same for everyone, so they are public too.
import type { Router } from 'express';
import { navigationContracts } from '@portal/contracts';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { productNavigations } from './productMenus.js';
import { navigationSections } from './sourceSections.js';

export const NAVIGATION_SERVICE_PATH = navigationContracts.navigations.prefix;

export function navigationRouter(): Router {
  const router = serviceRouter();
  // The menus and sections are fixed taxonomy: built once.
  const navigations = productNavigations();
  const sections = navigationSections();
  serveContract(router, navigationContracts.navigations, (_input, _req, res) => {
    cachePublic(res);
    return navigations;
  });
  serveContract(router, navigationContracts.sections, (_input, _req, res) => {
    cachePublic(res);
    return sections;
  });
  return router;
}
