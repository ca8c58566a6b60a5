// flex-service (spec 2 §7: GET /flex-service/api/v1/flex/{id}): a flex page's content. The pages
// are fixed editorial content from the corpus (no table: nothing about them changes at run time),
// built once when the router is.
import type { Router } from 'express';
import { flexContracts, type FlexPageDto } from '@portal/contracts';
import { flexPages } from '@portal/corpus';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';

export const FLEX_SERVICE_PATH = flexContracts.get.prefix;

export function flexRouter(): Router {
  const router = serviceRouter();
  const pages = new Map<string, FlexPageDto>(flexPages().map((page) => [page.id, page]));
  // The contract has checked the id's shape (400 otherwise) before this runs.
  serveContract(router, flexContracts.get, ({ params: { id } }, _req, res) => {
    const page = pages.get(id);
    if (page === undefined) throw notFound(`Flex page ${id} not found`);
    cachePublic(res);
    return page;
  });
  return router;
}
