// The blueprint service (spec 2 §7 "Blueprint by id, vision by id"; paths ours, the spec shows
// none): every blueprint as a card, and one blueprint with its vision and phases. Fixed editorial
// content from the corpus, built once when the router is; no table.
import type { Router } from 'express';
import { blueprintContracts, type BlueprintDto } from '@portal/contracts';
import { blueprintCards, blueprints } from '@portal/corpus';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';

export const BLUEPRINT_SERVICE_PATH = blueprintContracts.get.prefix;

export function blueprintRouter(): Router {
  const router = serviceRouter();
  const cards = { items: blueprintCards() };
  const byId = new Map<string, BlueprintDto>(blueprints().map((item) => [item.id, item]));
  serveContract(router, blueprintContracts.list, (_input, _req, res) => {
    cachePublic(res);
    return cards;
  });
  serveContract(router, blueprintContracts.get, ({ params: { id } }, _req, res) => {
    const found = byId.get(id);
    if (found === undefined) throw notFound(`Blueprint ${id} not found`);
    cachePublic(res);
    return found;
  });
  return router;
}
