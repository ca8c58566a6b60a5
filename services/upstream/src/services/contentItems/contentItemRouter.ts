// content-service card data (docs/contracts.md): surveys, playbooks, blogs, podcasts and tools by
// id, one or a batch. Public content: a survey is always accessible (spec 1 §4), the rest is open.
import type { Router } from 'express';
import { contentItemContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findContentItems } from './contentItemStore.js';
import { publicBatch, publicById } from '../../http/findById.js';

export const CONTENT_ITEM_SERVICE_PATH = contentItemContracts.get.prefix;

export function contentItemRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, contentItemContracts.get, publicById(findContentItems, db, 'Content'));

  serveContract(router, contentItemContracts.batch, publicBatch(findContentItems, db));

  return router;
}
